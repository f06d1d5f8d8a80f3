import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonPasswordWords, LIST_FILE, renderListFile } from '../scripts/generate-common-passwords';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['password', 'password123', '12345678', 'qwertyuiop', 'iloveyou', 'trustno1', 'letmein1'])('knows %s', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it('compares in any case', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(isCommonPassword('pAsSwOrD')).toBe(true);
  });

  it.each(['correct horse battery', 'password123!x', ' password', 'password ', 'Tr0ub4dor&3-staple', ''])('lets %j through', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});

describe('the generated list', () => {
  it('is what scripts/generate-common-passwords.ts makes from the installed @zxcvbn-ts/language-common (run it if this fails)', () => {
    expect(readFileSync(LIST_FILE, 'utf8')).toBe(renderListFile(commonPasswordWords()));
  });

  it('holds the 8+ character passwords among the top 10,000, and only those', () => {
    const words = commonPasswordWords();
    expect(words.length).toBeGreaterThan(3000);
    expect(words.length).toBeLessThan(4000);
    expect(words.every((w) => w.length >= 8 && w === w.toLowerCase())).toBe(true);
    expect(words.every(isCommonPassword)).toBe(true);
  });
});
