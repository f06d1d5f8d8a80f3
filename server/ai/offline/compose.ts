/**
 * The offline engine's answer: composed, never invented. Every sentence that states a rule is quoted
 * from a retrieved knowledge-base passage (or, in a conversation about the user's document, from its
 * passages: compose-document.ts) and carries that passage's [n]; the words around them (headings,
 * "Pick your state") state no rule. Pure: the same retrieval gives the same answer.
 *
 * An answer is built for a person's story, and short enough to read on a phone:
 *   1. "What this sounds like": the problems the story raises, each linked to its guide (after where to
 *      get help, if someone is in danger), then what is urgent (a lockout, a court date days away);
 *   2. where the user's own document and their state's rule do not match, and what the document says;
 *   3. a place abroad the person named, since the guides explain US law;
 *   4. the main problem: the rule in the user's state first (or one tap to pick the state), then what to
 *      do next and by when;
 *   5. when to see a lawyer and where to find free help;
 *   6. "More detail" expanders (`### More detail: …`, folded by the chat) with the rest of the main guide
 *      and each other problem, so about 250 words come before them.
 */
import { NOT_LEGAL_ADVICE } from '../../../common/schemas/chat';
import type { Urgency } from '../issues/urgency';
import type { DateFact } from '../issues/dates';
import type { Conflict } from '../document-conflicts';
import type { LocalHelp, Passage, Problem, Retrieval } from '../retrieval';
import { documentPart, escapeMarkdown, namedDocuments } from './compose-document';
import { blocksOf, type Block } from './markdown-blocks';
import { mostRelevant, relevance, wordsOf } from './relevance';

export interface ComposeInput {
  question: string;
  /** the state the question names, or the conversation's, or the document's governing law */
  state?: { code: string; name: string };
  /** the question only adds a state to the one before ("and in California?"): lead with that state */
  stateFollowUp: boolean;
  urgency?: Urgency;
  retrieval: Retrieval;
  /** the titles of the user's documents the conversation is about */
  documents?: string[];
  /** the message is a story, not a one-line question: say first what it sounds like */
  story?: boolean;
  /** a place outside the US the person says they are in */
  abroad?: string;
  /** the nearest hearing or deadline the story gives */
  deadline?: DateFact;
  /** terms of the user's document that ask more than the state's rule the guides state */
  conflicts?: Conflict[];
}

export interface Composition {
  /** Markdown with [n] markers numbered as `retrieval.passages` */
  text: string;
}

/** the heading that opens each folded part of an answer; the chat folds from it to the next one */
export const MORE_DETAIL = '### More detail';

const STATE_NOTES = 3;
const SHORT_ANSWER = 2;
const STEPS = 3;
const DEADLINES = 2;
const KEY_POINTS = 4;
const OTHER_STEPS = 2;
const ALSO_RELEVANT = 2;
const DEFAULT_AREAS = ['Tenants, landlords and homeowners', 'Work and wages', 'Consumer rights, debt and credit', 'Custody, support and adoption'];

type Cite = (markdown: string, n: number) => string;
/** the pieces of a passage not yet quoted that hold where the user is */
type Blocks = (p: Passage | undefined, kind?: Block['kind']) => Block[];
const normalize = (markdown: string) => markdown.replace(/\*\*|[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase();
const bullets = (items: string[]) => items.map((i) => `- ${i}`).join('\n');
const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
const guideUrl = (g: { categoryId: string; topicId: string }) => `/knowledge-base/${g.categoryId}/${g.topicId}`;
/** a piece that holds only where the user is, or everywhere */
const holdsFor = (state: string | undefined) => (b: Block) => !b.state || b.state === state;

function lowerFirst(title: string): string {
  const [first = ''] = title.split(' ');
  return /[A-Z].*[A-Z]/.test(first) || ['Medicaid', 'Medicare', 'Social', 'Section', 'Supplemental'].includes(first) ? title : title[0]!.toLowerCase() + title.slice(1);
}

export function compose(input: ComposeInput): Composition {
  const { retrieval } = input;
  const primary = retrieval.confident ? retrieval.primary : undefined;
  const sectionOf = (guide: { categoryId: string; topicId: string } | undefined, id: string) =>
    retrieval.passages.find((p) => p.categoryId === guide?.categoryId && p.topicId === guide?.topicId && p.sectionId === id);
  const section = (id: string) => sectionOf(primary, id);
  // a sentence is quoted once: guides repeat the most important ones (911 and the hotline, say)
  const quoted = new Set<string>();
  const cite: Cite = (markdown, n) => {
    quoted.add(normalize(markdown));
    return `${markdown.trim()} [${n}]`;
  };
  const stateCode = input.state?.code;
  /** the pieces of a passage not yet quoted that hold where the user is */
  const blocks = (p: Passage | undefined, kind?: Block['kind']) =>
    p ? blocksOf(p.markdown).filter((b) => (!kind || b.kind === kind) && !quoted.has(normalize(b.markdown)) && holdsFor(stateCode)(b)) : [];

  // someone in danger hears where to get help first, even when nothing else in the question was found
  const lead = urgentLead(input, cite);
  const question = wordsOf(input.question);
  // a conversation about the user's document hears what the document says first, then the general rules
  const titles = input.documents ?? [];
  const fromDocument = documentPart({ passages: retrieval.documentPassages, titles, question, cite });
  const notInDocument = titles.length && !fromDocument ? `I did not find a part of ${namedDocuments(titles)} about this. It may still be there, so read the document to check.` : undefined;
  if (!primary) return nothingFound(retrieval, [lead, fromDocument ?? notInDocument], !!fromDocument);

  const parts: string[] = [];
  // danger comes before everything; a deadline or a lockout right after naming the problems
  if (lead && input.urgency === 'safety') parts.push(lead);
  const [, ...others] = retrieval.problems;
  if (input.story || others.length) parts.push(soundsLike(retrieval.problems));
  if (lead && input.urgency !== 'safety') parts.push(lead);
  const mismatches = conflictPart(input, cite);
  if (mismatches) parts.push(mismatches);
  if (fromDocument) parts.push(fromDocument);
  else if (notInDocument) parts.push(`${notInDocument} Here is what the guides say in general.`);
  if (input.abroad) {
    parts.push(
      `You mentioned ${input.abroad}. Counsel's guides explain United States law only. If your problem is happening in ${input.abroad}, or the other person is there, the law there or rules between countries may apply instead, and they can be very different. Talk to a lawyer or legal aid service that handles cases there before you act on the steps below.`,
    );
  }

  parts.push(...stateFirst(input, primary, retrieval, cite, (markdown) => [...quoted].some((q) => q.length > 20 && normalize(markdown).includes(q))));
  if (!input.stateFollowUp) {
    const short = shortAnswer(section('in-short'), section('key-points'), question, blocks, cite);
    if (short) parts.push(short);
    const steps = stepsPart(section('what-you-can-do'), question, STEPS, blocks, cite);
    if (steps) parts.push(steps);
  }
  const byWhen = byWhenPart(input, section('deadlines-and-numbers-to-know'), blocks, cite);
  if (byWhen) parts.push(byWhen);
  const lawyer = lawyerPart(section('when-to-talk-to-a-lawyer'), question, blocks, cite, retrieval.localHelp);
  if (lawyer) parts.push(lawyer);

  if (!input.stateFollowUp) {
    const detail = moreDetail(primary, section, question, blocks, cite, retrieval);
    if (detail) parts.push(detail);
    for (const problem of others) {
      const more = otherProblem(problem, (id) => sectionOf(problem, id), question, blocks, cite);
      if (more) parts.push(more);
    }
  }
  parts.push(`_${NOT_LEGAL_ADVICE}_`);
  return { text: parts.join('\n\n') };
}

/** Where the document may ask more than the state's rule: both quoted, first, and what to do about it. */
function conflictPart({ conflicts = [], state }: ComposeInput, cite: Cite): string | undefined {
  if (!conflicts.length || !state) return undefined;
  const lines = conflicts.flatMap((c) => [
    `“${escapeMarkdown(c.document.passage.title)}” gives **${c.document.value} ${c.unit}** ${c.what}: ${cite(`“${escapeMarkdown(c.document.sentence)}”`, c.document.passage.n)}`,
    `The guide gives **${c.law.value} ${c.unit}** for ${state.name}: ${cite(c.law.markdown, c.law.passage.n)}`,
  ]);
  return `**Check this first**\n${bullets(lines)}\n\n${CONFLICT_ADVICE}`;
}

const CONFLICT_ADVICE =
  "These may not match. This check compares numbers only, and the state's rule may have exceptions, so read it in full. If you have not signed yet, you can ask the landlord to change this part before you sign. If you have signed, keep track of the deadline in your state's law as well as the one in the document, and keep copies of both. A legal aid office or a tenant rights group can tell you which rule applies to you; LawHelp.org lists them.";

/** The problems the story raises, in plain words, each linked to its guide, with the words that pointed to it. */
function soundsLike(problems: Problem[]): string {
  // what the person's own words point to comes first
  const lines = [...problems.filter((p) => p.evidence.length), ...problems.filter((p) => !p.evidence.length)].map((p) => {
    const words = p.evidence.slice(0, 2).map((e) => `“${e.replace(/[*_[\]]/g, '')}”`);
    return `[${p.title}](${guideUrl(p)})${words.length ? `: you mentioned ${words.join(' and ')}` : ''}`;
  });
  return `**What this sounds like**\n${bullets(lines)}`;
}

/** The rule where the user is, first: the guide's notes for their state; or, not knowing it, the offer to pick it. */
function stateFirst(input: ComposeInput, primary: NonNullable<Retrieval['primary']>, retrieval: Retrieval, cite: Cite, isQuoted: (markdown: string) => boolean): string[] {
  const state = input.state;
  if (!state) {
    return primary.variesByState && !input.abroad
      ? ['**Some of these rules differ from state to state.** Pick your state, above the message box or with the button below this answer. I will show that state’s rules first when the guide has them.']
      : [];
  }
  const ofPrimary = retrieval.passages.filter((p) => p.topicId === primary.topicId && p.categoryId === primary.categoryId);
  // the state's rule from its table comes first, every column quoted, with the statute it comes from
  const tables = ofPrimary
    .filter((p) => p.stateRule?.state === state.code)
    .map((p) => `${p.stateRule!.title}, under ${p.stateRule!.citation}:\n${bullets(blocksOf(p.markdown).filter((b) => b.kind === 'bullet').map((b) => cite(b.markdown, p.n)))}`);
  const notes: string[] = [];
  for (const p of ofPrimary.filter((p) => !p.stateRule)) {
    for (const b of blocksOf(p.markdown)) {
      // a note already quoted above (where the document does not match it) is not quoted again
      if (notes.length >= STATE_NOTES || b.state !== state.code || isQuoted(b.markdown)) continue;
      // under the heading "In California", a note's own "**California:**" label would only repeat it
      const note = cite(b.markdown, p.n);
      notes.push(b.label === state.name ? note.replace(/^\*\*[^*]+\*\*:?\s*/, '') : note);
    }
  }
  if (tables.length || notes.length) return [`**In ${state.name}**\n${[...tables, ...(notes.length ? [bullets(notes)] : [])].join('\n\n')}`];
  if (!primary.variesByState) return [];
  return [
    `**In ${state.name}**\n\nThe guide I have does not list a rule just for ${state.name}, and this rule can differ by state. To find ${state.name}’s rule, check your state courts’ official self-help website, or ask a legal aid office (LawHelp.org lists them). In a criminal case, ask a public defender or your lawyer.`,
  ];
}

/**
 * The general rule in brief: the pieces of the guide's short answer and key points that share most words
 * with the question ("can my employer fire me for posting about pay" meets "talk with coworkers about
 * pay … are protected"), else its first sentence.
 */
function shortAnswer(inShort: Passage | undefined, keyPoints: Passage | undefined, question: Set<string>, blocks: Blocks, cite: Cite): string | undefined {
  const candidates = [...blocks(inShort, 'sentence').map((b) => ({ b, p: inShort! })), ...blocks(keyPoints, 'bullet').map((b) => ({ b, p: keyPoints! }))];
  const scored = candidates.map((c, i) => ({ ...c, i, r: relevance(question, c.b.markdown) })).filter((c) => c.r >= 2);
  const chosen = scored.sort((x, y) => y.r - x.r || x.i - y.i).slice(0, SHORT_ANSWER);
  if (!chosen.length && inShort) {
    const [first] = blocks(inShort, 'sentence');
    return first ? cite(first.markdown, inShort.n) : undefined;
  }
  return chosen.length ? chosen.sort((x, y) => x.i - y.i).map((c) => cite(c.b.markdown, c.p.n)).join(' ') : undefined;
}

/** "Tuesday, December 1, 2026" */
const FULL_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The date the story gave, as read: said how it was read, unless the story wrote it out in full. */
function dateSaid(deadline: DateFact): string {
  const read = FULL_DATE.format(new Date(deadline.date));
  return /\d{4}/.test(deadline.text) ? `“${deadline.text}”` : `“${deadline.text}”, which I read as ${read}`;
}

/** The deadlines and numbers to know: the user's state's first, then general ones; and the date the story gave. */
function byWhenPart(input: ComposeInput, deadlines: Passage | undefined, blocks: Blocks, cite: Cite): string | undefined {
  const lines: string[] = [];
  const date = input.deadline;
  if (date && input.urgency !== 'deadline') {
    lines.push(
      date.kind === 'hearing'
        ? `You mentioned a court date: ${dateSaid(date)}. Check the date and time on your court papers, and plan to be there on time.`
        : `You mentioned a deadline: ${dateSaid(date)}. Check the exact date on your papers and act before it.`,
    );
  }
  if (deadlines) {
    const dated = blocks(deadlines, 'bullet');
    const chosen = [...dated.filter((b) => b.state), ...dated.filter((b) => !b.state)].slice(0, DEADLINES);
    lines.push(...chosen.map((b) => cite(b.markdown, deadlines.n)));
  }
  return lines.length ? `**Deadlines and numbers to know**\n${bullets(lines)}` : undefined;
}

/** When to see a lawyer (its bullets, or its sentences where the guide has none) and where free help is. */
/** Free help in the person's state, by name and link: legal aid, the bar's lawyer referral, the courts' self-help. */
function localHelpLine(help: LocalHelp): string {
  const link = (l: { name: string; url: string }) => `[${escapeMarkdown(l.name)}](${l.url})`;
  const aid = help.legalAid.slice(0, 2).map(link).join(', ');
  return `**Free help in ${help.stateName}:** legal aid from ${aid}; lawyer referral: ${link(help.lawyerReferral)}; court self-help: ${link(help.selfHelp)}. [More free help](/find-help)`;
}

function lawyerPart(lawyer: Passage | undefined, question: Set<string>, blocks: Blocks, cite: Cite, localHelp?: LocalHelp): string | undefined {
  if (!lawyer) return localHelp && localHelpLine(localHelp);
  const all = blocks(lawyer);
  const isHelp = (b: Block) => b.kind === 'sentence' && /legal aid|free|low-cost|referral|LawHelp/i.test(b.markdown);
  const help = all.find(isHelp);
  const listed = all.filter((b) => b.kind === 'bullet');
  const when = mostRelevant(listed.length ? listed : all.filter((b) => b !== help), question, listed.length ? 2 : 1);
  if (!when.length && !help) return localHelp && localHelpLine(localHelp);
  const said = when.map((b) => cite(b.markdown, lawyer.n));
  return `**When to see a lawyer**\n${listed.length ? bullets(said) : `\n${said.join(' ')}`}${help ? `\n\n**Where to find help:** ${cite(help.markdown, lawyer.n)}` : ''}${localHelp ? `\n\n${localHelpLine(localHelp)}` : ''}`;
}

/** The rest of the main guide, folded: its short answer, key points, and a line from each nearby guide. */
function moreDetail(
  primary: NonNullable<Retrieval['primary']>,
  section: (id: string) => Passage | undefined,
  question: Set<string>,
  blocks: Blocks,
  cite: Cite,
  retrieval: Retrieval,
): string | undefined {
  const lines = [inShortPart(section('in-short'), blocks, cite)].filter((l): l is string => !!l);
  const keyPoints = section('key-points');
  const points = mostRelevant(blocks(keyPoints, 'bullet'), question, KEY_POINTS);
  if (keyPoints && points.length) lines.push(`**Key points**\n${bullets(points.map((b) => cite(b.markdown, keyPoints.n)))}`);
  const also = alsoRelevant(retrieval, primary, question, blocks, cite);
  if (also.length) lines.push(`**Also relevant**\n${bullets(also)}`);
  return lines.length ? `${MORE_DETAIL}: ${primary.title}\n\n${lines.join('\n\n')}` : undefined;
}

/** The guide's short answer: its first two sentences not quoted yet. */
function inShortPart(inShort: Passage | undefined, blocks: Blocks, cite: Cite): string | undefined {
  const first = blocks(inShort, 'sentence').slice(0, 2);
  return inShort && first.length ? first.map((b) => cite(b.markdown, inShort.n)).join(' ') : undefined;
}

/** The guide's steps most about the question, in their order. */
function stepsPart(todo: Passage | undefined, question: Set<string>, limit: number, blocks: Blocks, cite: Cite): string | undefined {
  const steps = mostRelevant(blocks(todo, 'step'), question, limit);
  return todo && steps.length ? `**What to do next**\n${numbered(steps.map((b) => cite(b.markdown, todo.n)))}` : undefined;
}

/** Another problem of the story, folded: its guide's short answer and first steps. */
function otherProblem(problem: Problem, section: (id: string) => Passage | undefined, question: Set<string>, blocks: Blocks, cite: Cite): string | undefined {
  const lines = [inShortPart(section('in-short'), blocks, cite), stepsPart(section('what-you-can-do'), question, OTHER_STEPS, blocks, cite)].filter((l): l is string => !!l);
  return lines.length ? `${MORE_DETAIL}: ${problem.title}\n\n${lines.join('\n\n')}\n\nRead the whole guide: [${problem.title}](${guideUrl(problem)}).` : undefined;
}

/**
 * The search's best passages of other guides in the same areas get one sentence each, the one that
 * shares most words with the question, so the reader sees where else to look.
 */
function alsoRelevant(retrieval: Retrieval, primary: { topicId: string }, question: Set<string>, blocks: (p: Passage) => Block[], cite: Cite): string[] {
  const seen = new Set([primary.topicId, ...retrieval.problems.map((p) => p.topicId)]);
  const lines: string[] = [];
  for (const p of retrieval.passages) {
    if (lines.length === ALSO_RELEVANT || seen.has(p.topicId) || isUrgentGuide(p) || p.sectionId === 'common-misconceptions') continue;
    seen.add(p.topicId);
    const [lead] = mostRelevant(blocks(p), question, 1).filter((b) => relevance(question, b.markdown) >= 1);
    if (lead) lines.push(`**${p.title}:** ${cite(lead.markdown, p.n)}`);
  }
  return lines;
}

const isUrgentGuide = (p: Passage) => (p.topicId === 'safety-planning' && p.sectionId === 'in-short') || (p.topicId === 'eviction-process' && p.sectionId === 'key-points');

/** Safety first, then a home at stake, then a deadline days away: quoted from the passages that say so. */
function urgentLead({ urgency, retrieval, deadline }: ComposeInput, cite: Cite): string | undefined {
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
    // no guide's bullet beside the person's own date: a rule about another kind of deadline would read as theirs
    const when = deadline ? `You mentioned ${dateSaid(deadline)}. ` : '';
    return `**A date is close, so deal with it first.** ${when}Check the exact date and time on your papers. If it is a court date, plan to be there on time. If you are not sure of the date, call the office that sent the papers today and ask; for a court case, that is the court clerk’s office.`;
  }
  return undefined;
}

/** 2–3 questions worth asking next: the same rules in the user's state, then related guides. */
export function suggestFollowUps({ state, retrieval }: Pick<ComposeInput, 'state' | 'retrieval'>): string[] {
  const primary = retrieval.primary;
  if (!retrieval.confident || !primary) return NOTHING_FOUND_FOLLOW_UPS;
  const suggestions: string[] = [];
  for (const other of retrieval.problems.slice(1)) suggestions.push(`What should I know about ${lowerFirst(other.title)}?`);
  if (!state && primary.variesByState) {
    const labelled = retrieval.passages
      .filter((p) => p.topicId === primary.topicId)
      .flatMap((p) => blocksOf(p.markdown))
      .find((b) => b.state && b.label);
    if (labelled) suggestions.push(`How does this work in ${labelled.label}?`);
  }
  for (const r of primary.related) suggestions.push(`What should I know about ${lowerFirst(r.title)}?`);
  return [...new Set(suggestions)].slice(0, 3);
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
        'I could not find a guide in the Counsel knowledge base about this, so I will not guess at the rules around what the document says. A lawyer or a legal aid office can tell you what rules apply to it.',
        `_${NOT_LEGAL_ADVICE}_`,
      ].join('\n\n'),
    };
  }
  return {
    text: [
      ...said,
      'I could not find anything in the Counsel knowledge base that answers this, so I will not guess.',
      'If this is about a legal problem you have now, a lawyer or a legal aid office can help. LawHelp.org lists free legal aid by state.',
      `I can help with everyday legal questions, for example about ${list}. Try describing your situation in a sentence, such as "My landlord won't return my security deposit."`,
      'You can also browse every guide in the [knowledge base](/knowledge-base).',
    ].join('\n\n'),
  };
}

const NOTHING_FOUND_FOLLOW_UPS = ["My landlord won't return my security deposit. What can I do?", 'A debt collector keeps calling me. What are my rights?'];
