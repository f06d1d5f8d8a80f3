import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './text';

describe('stripBidiControls', () => {
  it.each([
    ['\u202A', 'LRE'],
    ['\u202B', 'RLE'],
    ['\u202C', 'PDF'],
    ['\u202D', 'LRO'],
    ['\u202E', 'RLO'],
    ['\u2066', 'LRI'],
    ['\u2067', 'RLI'],
    ['\u2068', 'FSI'],
    ['\u2069', 'PDI'],
    ['\u200E', 'LRM'],
    ['\u200F', 'RLM'],
    ['\u061C', 'ALM'],
  ])('removes %j (%s)', (control) => {
    expect(stripBidiControls(`a${control}b${control}${control}c`)).toBe('abc');
  });

  it('shows a disguised file name as it is stored', () => {
    expect(stripBidiControls('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('keeps right-to-left text, other invisible characters and everything else', () => {
    const kept = 'עקב חוזה שכירות — عقد الإيجار 2026 (v2) café 💼 a\u200Bb a\u200Db';
    expect(stripBidiControls(kept)).toBe(kept);
  });

  it('leaves a string of nothing else empty', () => {
    expect(stripBidiControls('\u202E\u2066\u2069')).toBe('');
  });
});
