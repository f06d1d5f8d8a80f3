import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalSchema, idParamSchema, MAX_ID } from './ids';

describe('ids in URLs and form fields', () => {
  const id = idParamSchema('Matter id');
  it('are decimal digits from 1 to the largest int4', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse('007')).toBe(7);
    expect(id.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuse hex, exponents, signs, spaces, fractions, zero and anything past int4', () => {
    for (const text of ['0x10', '0X10', '0b1', '0o7', '1e3', '1e309', 'Infinity', 'NaN', '+1', '-1', ' 1', '1 ', '1.0', '1.5', '', '0', String(MAX_ID + 1), '99999999999', '1'.repeat(10_000), '１']) {
      const parsed = id.safeParse(text);
      expect(parsed.success, JSON.stringify(text)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Matter id must be a number');
    }
    for (const value of [16, null, undefined, ['1'], {}]) expect(id.safeParse(value).success).toBe(false);
  });

  it('other numbers in URLs (limits) are plain decimal too', () => {
    const limit = decimalSchema(z.number().int('whole').min(1, 'small').max(50, 'large'), 'number');
    expect(limit.parse('20')).toBe(20);
    expect(limit.safeParse('0x10').error?.issues[0]?.message).toBe('number');
    expect(limit.safeParse('2.5').error?.issues[0]?.message).toBe('whole');
    expect(limit.safeParse('51').error?.issues[0]?.message).toBe('large');
  });
});
