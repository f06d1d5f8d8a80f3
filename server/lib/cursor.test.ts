import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { decodeCursor, encodeCursor } from './cursor';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('list cursors', () => {
  it('round-trip the last row of a page', () => {
    const last = { updatedAt: new Date('2026-03-01T10:00:00.123Z'), id: 42 };
    expect(decodeCursor(encodeCursor(last))).toEqual(last);
    expect(decodeCursor(raw(['0001-01-01T00:00:00.000Z', 2_147_483_647])).id).toBe(2_147_483_647);
  });

  it('refuse with a 400 what the database could not compare: ids past int4, years it cannot hold, other shapes', () => {
    for (const value of [
      ['2026-03-01T10:00:00.000Z', 2_147_483_648],
      ['2026-03-01T10:00:00.000Z', Number.MAX_SAFE_INTEGER],
      ['2026-03-01T10:00:00.000Z', 0],
      ['2026-03-01T10:00:00.000Z', -1],
      ['2026-03-01T10:00:00.000Z', 1.5],
      ['2026-03-01T10:00:00.000Z', '7'],
      ['-200000-01-01T00:00:00.000Z', 1],
      ['+275760-09-13T00:00:00.000Z', 1],
      ['0000-01-01T00:00:00.000Z', 1],
      ['2026-02-30T00:00:00.000Z', 1],
      ['2026-03-01', 1],
      [1_700_000_000_000, 1],
      [null, 1],
      ['2026-03-01T10:00:00.000Z'],
      { updatedAt: '2026-03-01T10:00:00.000Z', id: 1 },
      'x',
      null,
    ]) {
      expect(() => decodeCursor(raw(value)), JSON.stringify(value)).toThrow(AppError);
    }
    for (const junk of ['', 'not-a-cursor', '%%%', '\u0000']) expect(() => decodeCursor(junk)).toThrow(AppError);
  });
});
