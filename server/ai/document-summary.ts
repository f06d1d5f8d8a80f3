/**
 * With an LLM configured, a document's summary is written by it from the offline analysis (key terms
 * and areas to review, which it may not change) and the document's text. Without one, or when it fails,
 * the offline summary stands.
 */
import { streamText } from 'ai';
import type { DocumentAnalysis } from '../../common/schemas/documents';
import { DOCUMENT_TYPE_LABELS } from '../../common/schemas/documents';
import type { AnswerModel } from './providers';

/** the opening of the text the model reads: enough for the parties, money, dates and ending */
export const SUMMARY_TEXT_CHARS = 24_000;
const MAX_OUTPUT_TOKENS = 700;

export const SUMMARY_SYSTEM = [
  'You summarise a legal document in plain English for the person who has to sign it or live by it.',
  'Use only the facts in the document and in the analysis given; never add a fact, a number, a law or a citation that is not there.',
  'Write Markdown, at most 200 words: one sentence on what the document is and between whom; short bullets on who owes what, the money, the dates and how it ends;',
  'then "**Top things to review:**" as a numbered list of at most three items taken from the areas to review, highest severity first, each in one plain sentence.',
  'End with: "This is general information, not legal advice. If the stakes are high or a term worries you, have a lawyer in your state review it before you sign."',
].join(' ');

export function summaryPrompt(text: string, analysis: DocumentAnalysis): string {
  const facts = {
    documentType: DOCUMENT_TYPE_LABELS[analysis.documentType],
    keyTerms: analysis.keyTerms.filter((t) => t.type !== 'document_type').map((t) => ({ type: t.type, value: t.value })),
    areasToReview: analysis.areasToReview.map((a) => ({ severity: a.severity, title: a.title, explanation: a.explanation })),
  };
  const shown = text.length > SUMMARY_TEXT_CHARS ? `${text.slice(0, SUMMARY_TEXT_CHARS)}\n[… the rest of the document is not shown]` : text;
  return `Analysis:\n${JSON.stringify(facts, null, 1)}\n\nDocument text:\n<document>\n${shown}\n</document>`;
}

export type SummaryWriter = (text: string, analysis: DocumentAnalysis) => Promise<string>;

/** The LLM summary writer, or undefined when answers are composed offline. */
export function createSummaryWriter(answerModel: AnswerModel): SummaryWriter | undefined {
  if (answerModel.kind !== 'llm') return undefined;
  return async (text, analysis) => {
    const result = streamText({
      model: answerModel.model,
      system: SUMMARY_SYSTEM,
      prompt: summaryPrompt(text, analysis),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: answerModel.timeoutMs ? AbortSignal.timeout(answerModel.timeoutMs) : undefined,
      maxRetries: 0,
      onError: () => {}, // surfaced by awaiting the text below
    });
    const summary = (await result.text).trim();
    if (!summary) throw new Error('the model wrote an empty summary');
    return summary;
  };
}
