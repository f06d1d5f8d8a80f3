import { describe, expect, it } from 'vitest';
import { formatDay, relativeDay } from './dates';

describe('relativeDay', () => {
  const now = '2026-11-25';
  it.each([
    ['2026-11-25', 'today'],
    ['2026-11-26', 'tomorrow'],
    ['2026-11-24', 'yesterday'],
    ['2026-11-28', 'in 3 days'],
    ['2026-12-25', 'in 30 days'],
    ['2026-11-21', '4 days ago'],
  ])('%s reads “%s”', (day, text) => expect(relativeDay(day, now)).toBe(text));

  it('past a month reads roughly, with the date, never as hundreds of days', () => {
    expect(relativeDay('2030-10-31', now)).toBe(`in about 4 years, on ${formatDay('2030-10-31')}`);
    expect(relativeDay('2027-01-26', now)).toBe(`in about 2 months, on ${formatDay('2027-01-26')}`);
    expect(relativeDay('2026-09-20', now)).toBe(`about 2 months ago, on ${formatDay('2026-09-20')}`);
    expect(relativeDay('2025-11-20', now)).toBe(`about 1 year ago, on ${formatDay('2025-11-20')}`);
  });
});
