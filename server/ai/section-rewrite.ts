/**
 * "Draft with AI": with an LLM configured, a section of a drafted document rewritten to the person's
 * instruction ("make the late fee clause friendlier"), shown to them as a suggestion to accept or
 * reject. Without one there is no rewriter; the template's clause library offers alternatives instead.
 */
import { streamText } from 'ai';
import type { AnswerModel } from './providers';

const MAX_OUTPUT_TOKENS = 900;
export const INSTRUCTION_MAX = 300;
export const SECTION_TEXT_MAX = 6000;

export const REWRITE_SYSTEM = [
  'You revise one section of a US legal document that a person is drafting from a template, following their instruction.',
  'Keep every fact, name, amount, date and defined term of the section unless the instruction changes it; never add a law, a citation, a number or a promise that is not in the section or the instruction.',
  'Keep it lawful and balanced: if the instruction asks for something unlawful or one-sided against a consumer or tenant, write the closest lawful version.',
  'Answer with the new text of the section only, in plain English, in paragraphs separated by a blank line: no heading, no commentary, no Markdown.',
].join(' ');

export type SectionRewriter = (input: { documentTitle: string; heading: string; text: string; instruction: string }) => Promise<string>;

/** The rewriter, or undefined when Counsel runs offline. */
export function createSectionRewriter(answerModel: AnswerModel): SectionRewriter | undefined {
  if (answerModel.kind !== 'llm') return undefined;
  return async ({ documentTitle, heading, text, instruction }) => {
    const result = streamText({
      model: answerModel.model,
      system: REWRITE_SYSTEM,
      prompt: `Document: ${documentTitle}\nSection: ${heading}\n<section>\n${text.slice(0, SECTION_TEXT_MAX)}\n</section>\n\nInstruction: ${instruction}`,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: answerModel.timeoutMs ? AbortSignal.timeout(answerModel.timeoutMs) : undefined,
      maxRetries: 0,
      onError: () => {}, // surfaced by awaiting the text below
    });
    const rewritten = (await result.text).trim();
    if (!rewritten) throw new Error('the model wrote nothing');
    return rewritten.slice(0, SECTION_TEXT_MAX);
  };
}
