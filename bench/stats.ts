/** Percentiles of a list of timings, in milliseconds rounded to 0.1. */
export function percentiles(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}
