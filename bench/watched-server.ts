/**
 * The real server (server/main.ts) with the event loop's delay watched, for the benchmarks that load it
 * (chat, documents): the parent sends "reset" before a run and "report" after it, and gets the delay
 * percentiles back (eventLoopDelay in server-process.ts).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 5;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
// a sample is the time between the watching timer's turns, so its own interval comes off
const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
process.on('message', (message) => {
  if (message === 'reset') delay.reset();
  if (message === 'report') process.send?.({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) });
});
await import('../server/main');
