/**
 * One answer to one question, by whichever model is configured: read what the question says (state,
 * urgency, follow-up), retrieve the passages, run the model, and pass its text through the citation
 * filter, so every [n] the reader sees resolves to a passage that was supplied. The offline engine and
 * an LLM share every step but the model call.
 */
import { streamText, type LanguageModelUsage } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { stateName, type StateCode } from '../../common/jurisdictions';
import { NOT_LEGAL_ADVICE, type MessageStatus, type Source } from '../../common/schemas/chat';
import { CitationFilter } from './citations';
import { suggestFollowUps, type ComposeInput } from './offline/compose';
import { OFFLINE_OPTIONS } from './offline/offline-model';
import { promptMessages, systemPrompt } from './prompt';
import { classifyProviderError, FAILURE_MESSAGES } from './provider-errors';
import type { AnswerModel } from './providers';
import { issueSpotter, type IssueSpotter, type Spotting } from './issues/spot';
import { isFollowUp } from './question';
import type { ReadableDocument } from '../modules/documents/readable-documents';
import type { Retriever } from './retrieval';
import { sourceOf } from './sources';
import { nextDeadline } from './issues/dates';
import { findConflicts } from './document-conflicts';

export interface AnswerRequest {
  question: string;
  /** the conversation before the question, oldest first */
  history: { role: 'user' | 'assistant'; text: string }[];
  /** the conversation's state; null = "Not sure" */
  jurisdiction: StateCode | null;
  /** the guide the conversation was started from ("categoryId/topicId") */
  contextTopic?: string;
  /** the user's documents the conversation is about: their passages are cited beside the guides' */
  documents?: ReadableDocument[];
  /** aborted when the reader stops or goes away: the answer so far is kept as partial */
  signal?: AbortSignal;
  /** what issue spotting read in the question, if the caller has read it already */
  spotting?: Spotting;
}

export type AnswerEvent = { type: 'text'; delta: string } | { type: 'sources'; sources: Source[] };

export interface Answer {
  text: string;
  sources: Source[];
  followUps: string[];
  /** the rules differ by state and no state is known: the chat offers to pick one */
  askState: boolean;
  status: MessageStatus;
  /** false: an LLM answer with no valid citation; null: nothing to verify (the offline engine found nothing) */
  verified: boolean | null;
  /** a message for the reader when the model failed */
  error?: string;
  provider: string;
  model: string;
  inputTokens?: number;
  outputTokens?: number;
}

const NOTICE = `\n\n_${NOT_LEGAL_ADVICE}_`;

/** a message this long is a story: the answer opens with what it sounds like */
const STORY_CHARS = 400;

export function createAnswerEngine({ model, retrieve, log, spot = issueSpotter(), now = () => new Date() }: { model: AnswerModel; retrieve: Retriever; log: FastifyBaseLogger; spot?: IssueSpotter; now?: () => Date }) {
  /** What a message says: its problems, where the person is, dates, the other side, sums, urgency. */
  const read = (question: string): Spotting => spot(question, { now: now() });

  async function answer(request: AnswerRequest, emit: (event: AnswerEvent) => void): Promise<Answer> {
    const previousQuestions = request.history.filter((m) => m.role === 'user').map((m) => m.text);
    const spotting = request.spotting ?? read(request.question);
    const previous = previousQuestions.at(-1);
    const followUp = !!previous && isFollowUp(request.question);
    // a short follow-up ("and in Texas?") is about the problems of the question before it
    const problems = followUp ? read(`${previous}\n${request.question}`) : spotting;
    const named = spotting.whereabouts.state?.code;
    const earlier = [...previousQuestions].reverse().map((q) => spot.whereabouts(q).state?.code).find(Boolean);
    // a document governed by one state's law answers for that state, unless the person says otherwise
    const governing = [...new Set((request.documents ?? []).map((d) => d.governingState).filter(Boolean))];
    const code = named ?? earlier ?? request.jurisdiction ?? (governing.length === 1 ? governing[0] : undefined);
    const state = code ? { code, name: stateName(code)! } : undefined;
    const urgency = spotting.urgency;
    const retrieval = await retrieve({ question: request.question, previousQuestions, contextTopic: request.contextTopic, documents: request.documents, spotting: { ...problems, urgency }, state: state?.code as StateCode | undefined });

    const supplied = new Map([...retrieval.documentPassages, ...retrieval.passages].map((p) => [p.n, p]));
    const filter = new CitationFilter(new Set(supplied.keys()));
    let text = '';
    let citedCount = 0;
    // a source is made once, when first cited: the sentence it quotes is in the text by then
    const made = new Map<number, Source>();
    const sources = () =>
      filter.cited().map(([passage, shown]) => made.get(passage) ?? made.set(passage, sourceOf(supplied.get(passage)!, shown, text)).get(passage)!);
    const write = (delta: string) => {
      if (!delta) return;
      text += delta;
      emit({ type: 'text', delta });
      if (filter.cited().length > citedCount) {
        citedCount = filter.cited().length;
        emit({ type: 'sources', sources: sources() });
      }
    };

    const timeout = model.timeoutMs ? AbortSignal.timeout(model.timeoutMs) : undefined;
    const signals = [request.signal, timeout].filter((s): s is AbortSignal => !!s);
    const documents = request.documents?.map((d) => d.title);
    const composeInput: ComposeInput = {
      question: request.question,
      state,
      stateFollowUp: !!named && followUp,
      urgency,
      retrieval,
      documents,
      story: request.question.length >= STORY_CHARS,
      abroad: state ? undefined : spotting.whereabouts.abroad,
      deadline: nextDeadline(spotting.dates),
      // a document is compared only with the law of the state that governs it
      conflicts: state && state.code === governing[0] && governing.length === 1 ? findConflicts(state.code, retrieval.documentPassages, retrieval.passages) : [],
    };
    const result = streamText({
      model: model.model,
      abortSignal: signals.length ? AbortSignal.any(signals) : undefined,
      maxRetries: 0,
      // failures arrive as error parts below and are logged there, once
      onError: () => {},
      ...(model.kind === 'offline'
        ? { prompt: request.question, providerOptions: { [OFFLINE_OPTIONS]: { input: JSON.parse(JSON.stringify(composeInput)) } } }
        : {
            system: systemPrompt({ state, urgency, documents, reading: { problems: retrieval.problems, abroad: composeInput.abroad, deadline: composeInput.deadline, conflicts: composeInput.conflicts, localHelp: retrieval.localHelp } }),
            messages: promptMessages({ ...request, passages: retrieval.passages, documentPassages: retrieval.documentPassages, state, urgency }),
          }),
    });

    let failure: unknown;
    let usage: LanguageModelUsage | undefined;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') write(filter.push(part.text));
        else if (part.type === 'error') failure = part.error;
        else if (part.type === 'finish') usage = part.totalUsage;
      }
    } catch (error) {
      failure = error;
    }
    write(filter.flush());

    const stopped = request.signal?.aborted ?? false;
    if (failure === undefined && timeout?.aborted && !stopped) failure = timeout.reason;
    if (filter.removed.length) log.warn({ removed: filter.removed, provider: model.provider }, 'removed citations of passages that were not supplied');
    let error: string | undefined;
    if (failure !== undefined && !stopped) {
      const kind = classifyProviderError(failure);
      log.warn({ err: failure, kind, provider: model.provider }, 'the language model failed');
      error = FAILURE_MESSAGES[kind];
    }
    // the offline engine ends its answers with the notice itself
    if (!stopped && !error && model.kind === 'llm' && text) write(NOTICE);

    const cited = sources();
    return {
      text,
      sources: cited,
      followUps: stopped || error ? [] : suggestFollowUps({ state, retrieval }),
      askState: !stopped && !error && !state && !!retrieval.primary?.variesByState,
      status: stopped ? 'partial' : error ? 'error' : 'complete',
      // an answer that failed or said nothing has nothing to verify
      verified: cited.length ? true : model.kind === 'llm' && text && !error ? false : null,
      error,
      provider: model.provider,
      model: model.modelId,
      inputTokens: usage?.inputTokens,
      outputTokens: usage?.outputTokens,
    };
  }
  return Object.assign(answer, { read });
}
export type AnswerEngine = ReturnType<typeof createAnswerEngine>;
