/**
 * The built-in offline engine as an AI SDK language model (LanguageModelV3): no network, no weights,
 * deterministic. It does not read the prompt's prose; the answer engine hands it the same retrieval
 * the prompt was built from, under providerOptions[OFFLINE_OPTIONS], and it composes the answer from it
 * (compose.ts). It streams the text in small pieces, yielding to the event loop between them.
 */
import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3StreamPart, LanguageModelV3Usage } from '@ai-sdk/provider';
import { compose, type ComposeInput } from './compose';

export const OFFLINE_OPTIONS = 'counselOffline';
export const OFFLINE_MODEL_ID = 'offline-retrieval-1';

/** words per streamed piece */
const PIECE_WORDS = 4;

function inputOf(options: LanguageModelV3CallOptions): ComposeInput {
  const input = options.providerOptions?.[OFFLINE_OPTIONS]?.input as unknown as ComposeInput | undefined;
  if (!input) throw new Error(`The offline model needs providerOptions.${OFFLINE_OPTIONS}.input (the answer engine sets it)`);
  return input;
}

/** Rough token counts (4 characters a token), so usage is reported like any provider's. */
function usageOf(options: LanguageModelV3CallOptions, text: string): LanguageModelV3Usage {
  const promptChars = JSON.stringify(options.prompt).length;
  return {
    inputTokens: { total: Math.ceil(promptChars / 4), noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: Math.ceil(text.length / 4), text: undefined, reasoning: undefined },
  };
}

function pieces(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += PIECE_WORDS) out.push(words.slice(i, i + PIECE_WORDS).join(''));
  return out;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createOfflineModel(): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'counsel.offline',
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(options) {
      const text = compose(inputOf(options)).text;
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usageOf(options, text),
        warnings: [],
      };
    },

    async doStream(options) {
      const text = compose(inputOf(options)).text;
      const { abortSignal } = options;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'answer' });
          for (const delta of pieces(text)) {
            if (abortSignal?.aborted) {
              controller.error(abortSignal.reason ?? new DOMException('Aborted', 'AbortError'));
              return;
            }
            controller.enqueue({ type: 'text-delta', id: 'answer', delta });
            await yieldToEventLoop();
          }
          controller.enqueue({ type: 'text-end', id: 'answer' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usageOf(options, text) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
