/**
 * The offline engine's answer: composed, never invented. Every sentence that states a rule is quoted
 * from a retrieved knowledge-base passage (or, in a conversation about the user's document, from its
 * passages: compose-document.ts) and carries that passage's [n]; the words around them (headings,
 * "Tell me your state") state no rule. Pure: the same retrieval gives the same answer.
 */
import { US_STATES } from '../../../common/jurisdictions';
import { NOT_LEGAL_ADVICE } from '../../../common/schemas/chat';
import type { Urgency } from '../question';
import type { Passage, Retrieval } from '../retrieval';
import { documentPart, namedDocuments } from './compose-document';
import { blocksOf, type Block } from './markdown-blocks';
import { mostRelevant, relevance, wordsOf } from './relevance';

export interface ComposeInput {
  question: string;
  /** the state the question names, or the conversation's */
  state?: { code: string; name: string };
  /** the question only adds a state to the one before ("and in California?"): lead with that state */
  stateFollowUp: boolean;
  urgency?: Urgency;
  retrieval: Retrieval;
  /** the titles of the user's documents the conversation is about */
  documents?: string[];
}

export interface Composition {
  /** Markdown with [n] markers numbered as `retrieval.passages` */
  text: string;
}

const STATE_NAMES = new Set<string>(US_STATES.map(([, name]) => name));
const KEY_POINTS = 4;
const STEPS = 4;
const DEADLINES = 3;
const STATE_NOTES = 3;
const OTHER_GUIDES = 2;
const DEFAULT_AREAS = ['Tenants, landlords and homeowners', 'Work and wages', 'Consumer rights, debt and credit', 'Custody, support and adoption'];

type Cite = (markdown: string, n: number) => string;
const normalize = (markdown: string) => markdown.replace(/\*\*|[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase();
const bullets = (items: string[]) => items.map((i) => `- ${i}`).join('\n');
const isStateLabel = (block: Block) => !!block.label && STATE_NAMES.has(block.label);
const mentions = (block: Block, stateName: string) => block.label === stateName || new RegExp(`\\b${stateName}\\b`).test(block.markdown);

function lowerFirst(title: string): string {
  const [first = ''] = title.split(' ');
  return /[A-Z].*[A-Z]/.test(first) || ['Medicaid', 'Medicare', 'Social', 'Section', 'Supplemental'].includes(first) ? title : title[0]!.toLowerCase() + title.slice(1);
}

export function compose(input: ComposeInput): Composition {
  const { retrieval } = input;
  const primary = retrieval.confident ? retrieval.primary : undefined;
  const section = (id: string) => retrieval.passages.find((p) => p.categoryId === primary?.categoryId && p.topicId === primary?.topicId && p.sectionId === id);
  // a sentence is quoted once: guides repeat the most important ones (911 and the hotline, say)
  const quoted = new Set<string>();
  const cite: Cite = (markdown, n) => {
    quoted.add(normalize(markdown));
    return `${markdown.trim()} [${n}]`;
  };
  // someone in danger hears where to get help first, even when nothing else in the question was found
  const lead = urgentLead(input, section, cite);
  const question = wordsOf(input.question);
  // a conversation about the user's document hears what the document says first, then the general rules
  const titles = input.documents ?? [];
  const fromDocument = documentPart({ passages: retrieval.documentPassages, titles, question, cite });
  const notInDocument = titles.length && !fromDocument ? `I could not find a passage about this in ${namedDocuments(titles)}.` : undefined;
  if (!primary) return nothingFound(retrieval, [lead, fromDocument ?? notInDocument], !!fromDocument);

  const blocks = (p: Passage | undefined, kind?: Block['kind']) =>
    p ? blocksOf(p.markdown).filter((b) => (!kind || b.kind === kind) && !quoted.has(normalize(b.markdown))) : [];
  const parts: string[] = [];
  if (lead) parts.push(lead);
  if (fromDocument) parts.push(fromDocument);
  else if (notInDocument) parts.push(`${notInDocument} Here is what the guides say in general.`);

  const state = input.state;
  const stateNotes = state
    ? notesFor(state.name, retrieval.passages.filter((p) => p.topicId === primary.topicId && p.sectionId !== 'deadlines-and-numbers-to-know'), cite)
    : [];
  const stateBlock = state
    ? stateNotes.length
      ? `**In ${state.name}**\n${bullets(stateNotes)}`
      : `**In ${state.name}**\nThe guide I have does not list a rule specific to ${state.name}. Check your state court's self-help website or your state attorney general's office for the local rule.`
    : undefined;
  if (input.stateFollowUp && stateBlock) parts.push(stateBlock);

  const inShort = section('in-short');
  const shortAnswer = blocks(inShort, 'sentence').slice(0, 2);
  if (inShort && shortAnswer.length) parts.push(`${fromDocument ? '**In general:** ' : ''}${shortAnswer.map((b) => cite(b.markdown, inShort.n)).join(' ')}`);

  if (!input.stateFollowUp) {
    const keyPoints = section('key-points');
    const points = mostRelevant(blocks(keyPoints, 'bullet'), question, KEY_POINTS);
    if (keyPoints && points.length) parts.push(`**Key points**\n${bullets(points.map((b) => cite(b.markdown, keyPoints.n)))}`);

    const todo = section('what-you-can-do');
    const steps = mostRelevant(blocks(todo, 'step'), question, STEPS);
    if (todo && steps.length) parts.push(`**What you can do**\n${steps.map((b, i) => `${i + 1}. ${cite(b.markdown, todo.n)}`).join('\n')}`);
  }

  const deadlines = section('deadlines-and-numbers-to-know');
  const dated = blocks(deadlines, 'bullet');
  const chosen = state
    ? [...dated.filter((b) => b.label === state.name), ...dated.filter((b) => !isStateLabel(b))].slice(0, DEADLINES)
    : [...dated.filter((b) => !isStateLabel(b)), ...dated.filter(isStateLabel)].slice(0, DEADLINES);
  if (deadlines && chosen.length) parts.push(`**Deadlines and numbers to know**\n${bullets(chosen.map((b) => cite(b.markdown, deadlines.n)))}`);

  if (stateBlock && !input.stateFollowUp) parts.push(stateBlock);
  else if (!state && retrieval.passages.some((p) => p.topicId === primary.topicId && blocksOf(p.markdown).some(isStateLabel))) {
    parts.push('Rules differ from state to state. Tell me your state, or pick it above the message box, and I will point out its rules.');
  }

  // a follow-up about a state stays on the guide it follows
  const also = input.stateFollowUp ? [] : alsoRelevant(retrieval, primary.topicId, question, blocks, cite);
  if (also.length) parts.push(`**Also relevant**\n${bullets(also)}`);

  const lawyer = section('when-to-talk-to-a-lawyer');
  const lawyerBlocks = blocks(lawyer);
  const when = mostRelevant(lawyerBlocks.filter((b) => b.kind === 'bullet'), question, 2);
  const help = lawyerBlocks.find((b) => b.kind === 'sentence' && /legal aid|free|low-cost|referral/i.test(b.markdown));
  if (lawyer && when.length) {
    parts.push(`**When to talk to a lawyer**\n${bullets(when.map((b) => cite(b.markdown, lawyer.n)))}${help ? `\n\n${cite(help.markdown, lawyer.n)}` : ''}`);
  }

  parts.push(`_${NOT_LEGAL_ADVICE}_`);
  return { text: parts.join('\n\n') };
}

/**
 * Retrieval is lexical, so the guide it ranks first is sometimes only next to the question: the next
 * guides get one sentence each, the one that shares most words with the question, so the reader sees
 * where else to look.
 */
function alsoRelevant(retrieval: Retrieval, primaryTopic: string, question: Set<string>, blocks: (p: Passage) => Block[], cite: Cite): string[] {
  const seen = new Set([primaryTopic]);
  const lines: string[] = [];
  for (const p of retrieval.passages) {
    if (lines.length === OTHER_GUIDES || seen.has(p.topicId) || isUrgentGuide(p) || p.sectionId === 'common-misconceptions') continue;
    seen.add(p.topicId);
    const [lead] = mostRelevant(blocks(p), question, 1).filter((b) => relevance(question, b.markdown) >= 1);
    if (lead) lines.push(`**${p.title}:** ${cite(lead.markdown, p.n)}`);
  }
  return lines;
}

const isUrgentGuide = (p: Passage) => (p.topicId === 'safety-planning' && p.sectionId === 'in-short') || (p.topicId === 'eviction-process' && p.sectionId === 'key-points');

/** Safety first, then a home at stake, then a deadline days away: quoted from the passages that say so. */
function urgentLead({ urgency, state, retrieval }: ComposeInput, section: (id: string) => Passage | undefined, cite: Cite): string | undefined {
  const find = (topicId: string, sectionId: string) => retrieval.passages.find((p) => p.topicId === topicId && p.sectionId === sectionId);
  if (urgency === 'safety') {
    const help = find('safety-planning', 'in-short');
    const first = blocksOf(help?.markdown ?? '').slice(0, 2);
    return help && first.length ? `**Your safety comes first.** ${first.map((b) => cite(b.markdown, help.n)).join(' ')}` : undefined;
  }
  if (urgency === 'eviction') {
    const rules = find('eviction-process', 'key-points');
    const items = blocksOf(rules?.markdown ?? '').filter((b) => /locks|sheriff/i.test(b.markdown));
    return rules && items.length ? `**Act quickly: your home is at stake.**\n${bullets(items.map((b) => cite(b.markdown, rules.n)))}` : undefined;
  }
  if (urgency === 'deadline') {
    const deadlines = section('deadlines-and-numbers-to-know');
    const items = blocksOf(deadlines?.markdown ?? '').filter((b) => b.kind === 'bullet');
    const item = (state && items.find((b) => b.label === state.name)) ?? items.find((b) => !isStateLabel(b)) ?? items[0];
    if (!deadlines || !item) return undefined;
    return `**A deadline is close, so deal with it first.** ${cite(item.markdown, deadlines.n)} If you are not sure of your exact deadline, call the court clerk's office today and ask.`;
  }
  return undefined;
}

function notesFor(stateName: string, passages: Passage[], cite: Cite): string[] {
  const notes: string[] = [];
  for (const p of passages) {
    for (const b of blocksOf(p.markdown)) {
      if (notes.length >= STATE_NOTES || !mentions(b, stateName)) continue;
      // under the heading "In California", a note's own "**California:**" label would only repeat it
      const note = cite(b.markdown, p.n);
      notes.push(b.label === stateName ? note.replace(/^\*\*[^*]+\*\*:?\s*/, '') : note);
    }
  }
  return notes;
}

/** 2–3 questions worth asking next: the same rules in a state the guide covers, then related guides. */
export function suggestFollowUps({ state, retrieval }: Pick<ComposeInput, 'state' | 'retrieval'>): string[] {
  const primary = retrieval.primary;
  if (!retrieval.confident || !primary) return NOTHING_FOUND_FOLLOW_UPS;
  const suggestions: string[] = [];
  if (!state) {
    const labelled = retrieval.passages
      .filter((p) => p.topicId === primary.topicId)
      .flatMap((p) => blocksOf(p.markdown))
      .find(isStateLabel);
    if (labelled) suggestions.push(`How does this work in ${labelled.label}?`);
  }
  for (const r of primary.related) suggestions.push(`What should I know about ${lowerFirst(r.title)}?`);
  return suggestions.slice(0, 3);
}

/** `opening`: what comes first (help when in danger, what the document says); `quotedDocument`: it quotes the document */
function nothingFound(retrieval: Retrieval, opening: (string | undefined)[], quotedDocument: boolean): Composition {
  const areas = retrieval.nearestAreas.length ? retrieval.nearestAreas.slice(0, 4).map((a) => a.name) : DEFAULT_AREAS;
  const list = areas.map((a) => a.toLowerCase()).join('; ');
  const said = opening.filter((part): part is string => !!part);
  if (quotedDocument) {
    return {
      text: [
        ...said,
        'I could not find a guide in the Counsel knowledge base about this, so I will not guess at the rules around what the document says.',
        `_${NOT_LEGAL_ADVICE}_`,
      ].join('\n\n'),
    };
  }
  return {
    text: [
      ...said,
      'I could not find anything in the Counsel knowledge base that answers this, so I will not guess.',
      `I can help with everyday legal questions, for example about ${list}. Try describing your situation in a sentence, such as "My landlord won't return my security deposit."`,
      'You can also browse every guide in the [knowledge base](/knowledge-base).',
    ].join('\n\n'),
  };
}

const NOTHING_FOUND_FOLLOW_UPS = ["My landlord won't return my security deposit. What can I do?", 'A debt collector keeps calling me. What are my rights?'];
