import { describe, expect, it } from 'vitest';
import { groupByDate } from './date-groups';

const at = (iso: string) => ({ updatedAt: new Date(iso).toISOString(), id: iso });

describe('groupByDate', () => {
  it('labels today, yesterday, the previous 7 days and older, in order', () => {
    const now = new Date(2026, 10, 22, 15, 0); // 22 Nov 2026, 3 pm local
    const items = [
      at(new Date(2026, 10, 22, 0, 5).toISOString()),
      at(new Date(2026, 10, 21, 23, 59).toISOString()),
      at(new Date(2026, 10, 15, 9, 0).toISOString()),
      at(new Date(2026, 10, 14, 23, 59).toISOString()),
      at(new Date(2026, 5, 1, 9, 0).toISOString()),
    ];
    expect(groupByDate(items, now).map((g) => [g.label, g.items.length])).toEqual([
      ['Today', 1],
      ['Yesterday', 1],
      ['Previous 7 days', 1],
      ['Older', 2],
    ]);
  });

  it('keeps items of one day together and in their order', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    const items = [at(new Date(2026, 10, 22, 14).toISOString()), at(new Date(2026, 10, 22, 9).toISOString())];
    const [today] = groupByDate(items, now);
    expect(today!.items).toEqual(items);
  });

  it('returns no groups for no items', () => {
    expect(groupByDate([])).toEqual([]);
  });
});
