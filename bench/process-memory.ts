/**
 * The resident memory of a process and of everything it started (the server and its analysis
 * children), read from /proc (Linux) and sampled while a benchmark runs.
 */
import { readFileSync, readdirSync } from 'node:fs';

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // it exited between the listing and the reading
  }
}

function children(pid: number): number[] {
  try {
    // a child started from any of the process's threads is listed under that thread
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

export interface TreeMemory {
  /** the process alone */
  own: number;
  /** the process and all its descendants */
  total: number;
}

export function treeMemory(pid: number): TreeMemory {
  const own = rssMb(pid);
  let total = own;
  const pending = children(pid);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    total += rssMb(next);
    pending.push(...children(next));
  }
  return { own, total };
}

/** Samples a process tree's memory every `everyMs` until stopped; returns the peaks. */
export function sampleMemory(pid: number, everyMs = 50): { stop: () => TreeMemory } {
  const peak: TreeMemory = { own: 0, total: 0 };
  const sample = () => {
    const now = treeMemory(pid);
    peak.own = Math.max(peak.own, now.own);
    peak.total = Math.max(peak.total, now.total);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
