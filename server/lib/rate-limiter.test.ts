import { describe, expect, it } from 'vitest';
import { decide, waitInWords } from './rate-limiter';

describe('decide', () => {
  const minute = { limit: 3, windowMs: 60_000 };
  const day = { limit: 5, windowMs: 86_400_000 };

  it('allows until a window holds its limit, then says when its oldest counted use leaves', () => {
    expect(decide([], [minute], 1_000_000)).toEqual({ ok: true });
    expect(decide([999_000, 998_000], [minute], 1_000_000)).toEqual({ ok: true });
    expect(decide([999_000, 998_000, 970_000], [minute], 1_000_000)).toEqual({ ok: false, retryAfterMs: 30_000 });
    // a use older than the window no longer counts
    expect(decide([999_000, 998_000, 939_000], [minute], 1_000_000)).toEqual({ ok: true });
  });

  it('waits for the window that refuses longest', () => {
    const uses = [999_000, 998_000, 900_000, 800_000, 500_000];
    expect(decide(uses, [minute, day], 1_000_000)).toEqual({ ok: false, retryAfterMs: 500_000 + 86_400_000 - 1_000_000 });
  });
});

describe('waitInWords', () => {
  it.each([
    [1, '1 second'],
    [1500, '2 seconds'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [119 * 60_000, '119 minutes'],
    [3 * 3600_000, '3 hours'],
  ])('%i ms is %s', (ms, words) => expect(waitInWords(ms)).toBe(words));
});
