import { describe, expect, it } from 'vitest';
import type { Passage, Retrieval } from '../retrieval';
import { compose, MORE_DETAIL, type ComposeInput } from './compose';

let n = 0;
const section = (topicId: string, sectionId: string, markdown: string, title = 'Divorce'): Passage => ({
  categoryId: 'divorce',
  topicId,
  sectionId,
  title,
  heading: sectionId,
  markdown,
  text: markdown.replace(/[*#-]/g, ''),
  n: ++n,
});

const GUIDE = [
  section(
    'divorce-process',
    'in-short',
    'A divorce ends a marriage through a court case. Most states let either spouse end a marriage without proving fault. New York was the last state to add that, in 2010. It lets a spouse state under oath that the marriage has been broken for at least six months (Domestic Relations Law § 170).',
  ),
  section('divorce-process', 'key-points', '- Every state has a no-fault ground.\n- Property and debts are divided as part of the case.'),
  section(
    'divorce-process',
    'how-it-works',
    '### How states differ\n- **Virginia:** A separation of one year is needed before a no-fault divorce.\n- **West Virginia:** A separation of one year, or irreconcilable differences.',
  ),
  section('divorce-process', 'what-you-can-do', '1. Gather your financial records.\n2. File a petition with the court.\n3. Serve your spouse.'),
  section('divorce-process', 'deadlines-and-numbers-to-know', '- Residency: most states require you to live there for a while before filing.'),
  section(
    'divorce-process',
    'when-to-talk-to-a-lawyer',
    'Talk to a lawyer if your spouse has a lawyer, if there is abuse, or if you share a business or a pension. Free help may be available from legal aid (LawHelp.org) or your state bar.',
  ),
];

function input(over: Partial<ComposeInput> = {}, passages = GUIDE): ComposeInput {
  const retrieval: Retrieval = {
    passages,
    documentPassages: [],
    primary: { categoryId: 'divorce', topicId: 'divorce-process', title: 'Divorce', variesByState: true, related: [] },
    problems: [{ categoryId: 'divorce', topicId: 'divorce-process', title: 'Divorce', variesByState: true, evidence: ['get divorced'] }],
    confident: true,
    query: '',
    nearestAreas: [],
  };
  return { question: 'Can I get divorced if the marriage has been broken for six months? Do I have to state it under oath?', stateFollowUp: false, retrieval, ...over };
}

describe('compose', () => {
  it('never quotes a rule of one state as if it held everywhere, and quotes it, whole, for that state', () => {
    const general = compose(input()).text;
    expect(general).not.toMatch(/Domestic Relations Law § 170/);
    expect(general).not.toMatch(/separation of one year/);
    const newYork = compose(input({ state: { code: 'NY', name: 'New York' } })).text;
    expect(newYork).toMatch(/\*\*In New York\*\*\n- New York was the last state to add that, in 2010\. It lets a spouse state under oath .*§ 170\)\. \[\d+\]/);
  });

  it('gives Virginia’s rule to Virginia and not West Virginia’s', () => {
    const text = compose(input({ state: { code: 'VA', name: 'Virginia' } })).text;
    expect(text).toMatch(/\*\*In Virginia\*\*\n- A separation of one year is needed before a no-fault divorce\. \[\d+\]/);
    expect(text).not.toMatch(/irreconcilable differences/);
  });

  it('quotes when to see a lawyer, and where free help is, also when the guide has no list for it', () => {
    const text = compose(input()).text;
    expect(text).toMatch(/\*\*When to see a lawyer\*\*\n\nTalk to a lawyer if your spouse has a lawyer, .* pension\. \[\d+\]/);
    expect(text).toMatch(/\*\*Where to find help:\*\* Free help may be available from legal aid \(LawHelp\.org\)/);
  });

  it('offers to pick the state when the rules vary by state, even where the guide labels no state', () => {
    const unlabelled = GUIDE.map((p) => (['how-it-works', 'in-short'].includes(p.sectionId) ? { ...p, markdown: 'Courts divide property in one of two ways.' } : p));
    const text = compose(input({}, unlabelled)).text;
    expect(text).toMatch(/\*\*Some of these rules differ from state to state\.\*\* Pick your state/);
    const federal = input({}, unlabelled);
    federal.retrieval.primary!.variesByState = false;
    expect(compose(federal).text).not.toMatch(/Pick your state/);
  });

  it('opens a story with what it sounds like, keeps the main part short, and folds the rest', () => {
    const text = compose(input({ story: true })).text;
    expect(text).toMatch(/^\*\*What this sounds like\*\*\n- \[Divorce\]\(\/knowledge-base\/divorce\/divorce-process\): you mentioned “get divorced”/);
    const [main, ...folded] = text.split(MORE_DETAIL);
    expect(main!.split(/\s+/).length).toBeLessThanOrEqual(300);
    expect(main).toMatch(/\*\*What to do next\*\*\n1\. Gather your financial records\. \[\d+\]/);
    expect(folded.length).toBeGreaterThan(0);
    expect(text.trimEnd()).toMatch(/_AI answers are general information, not legal advice\..*_$/);
  });
});
