/**
 * A small LLM server for tests, speaking the real streaming protocols of the two provider kinds we
 * support: OpenAI-compatible chat completions (`chat.completion.chunk` events, then `[DONE]`) and
 * Anthropic messages (`message_start` … `message_stop` events). It records what it was asked and can
 * be told to fail with a status, stall, or stream slowly, so the provider path is tested end to end.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Protocol = 'openai' | 'anthropic';

export interface FakeReply {
  /** text pieces streamed as deltas, in order */
  chunks?: string[];
  /** answer with this status and the protocol's error body instead */
  status?: number;
  /** wait this long before each piece */
  delayMs?: number;
  /** never answer (a timeout test) */
  stall?: boolean;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: { model: string; stream: boolean; system?: unknown; messages: { role: string; content: unknown }[] };
}

export interface FakeLlm {
  /** base URL to configure as AI_BASE_URL */
  url: string;
  requests: RecordedRequest[];
  /** streams whose client went away before the last piece */
  abandoned: number;
  /** the reply to the next requests (kept until changed) */
  reply(next: FakeReply): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const USAGE = { input: 321, output: 45 };

/** How each protocol frames a stream: opening events, one text delta, closing events, an error body. */
const FRAMES: Record<Protocol, { open: string[]; delta: (text: string) => string; close: string[]; error: (status: number) => object }> = {
  openai: {
    open: [openAiChunk({ role: 'assistant', content: '' })],
    delta: (text) => openAiChunk({ content: text }),
    close: [openAiChunk({}, 'stop', { prompt_tokens: USAGE.input, completion_tokens: USAGE.output, total_tokens: USAGE.input + USAGE.output }), 'data: [DONE]\n\n'],
    error: (status) => ({ error: { message: `fake failure ${status}`, type: 'server_error', code: null } }),
  },
  anthropic: {
    open: [
      anthropicEvent('message_start', {
        message: { id: 'msg_test', type: 'message', role: 'assistant', model: 'fake-model', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: USAGE.input, output_tokens: 1 } },
      }),
      anthropicEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ],
    delta: (text) => anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
    close: [
      anthropicEvent('content_block_stop', { index: 0 }),
      anthropicEvent('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: USAGE.output } }),
      anthropicEvent('message_stop', {}),
    ],
    error: (status) => ({ type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message: `fake failure ${status}` } }),
  },
};

function openAiChunk(delta: Record<string, unknown>, finish: string | null = null, usage?: Record<string, number>): string {
  const body = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_790_000_000, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function anthropicEvent(type: string, data: object): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

export async function startFakeLlm(protocol: Protocol = 'openai'): Promise<FakeLlm> {
  const frames = FRAMES[protocol];
  let next: FakeReply = { chunks: ['Hello.'] };
  const fake: FakeLlm = {
    url: '',
    requests: [],
    abandoned: 0,
    reply: (r) => void (next = r),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections(); // stalled replies too
        server.close(() => resolve());
      }),
  };

  async function stream(reply: FakeReply, res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let gone = false;
    res.on('close', () => {
      if (!res.writableFinished) gone = true;
    });
    for (const frame of frames.open) res.write(frame);
    for (const piece of reply.chunks ?? []) {
      if (reply.delayMs) await sleep(reply.delayMs);
      if (gone) {
        fake.abandoned++;
        return;
      }
      res.write(frames.delta(piece));
    }
    for (const frame of frames.close) res.write(frame);
    res.end();
  }

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const piece of req) raw += piece;
    fake.requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
    const reply = next;
    if (reply.stall) return; // the client's timeout ends it
    if (reply.status) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(frames.error(reply.status)));
      return;
    }
    await stream(reply, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
