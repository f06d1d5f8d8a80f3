import { describe, expect, it } from 'vitest';
import { CitationFilter } from './citations';

const run = (supplied: number[], deltas: string[]) => {
  const filter = new CitationFilter(new Set(supplied));
  const text = deltas.map((d) => filter.push(d)).join('') + filter.flush();
  return { text, filter };
};

describe('CitationFilter', () => {
  it('renumbers supplied passages by first appearance', () => {
    const { text, filter } = run([1, 2, 5], ['Rule A [5]. Rule B [2]. Rule C [5].']);
    expect(text).toBe('Rule A [1]. Rule B [2]. Rule C [1].');
    expect(filter.cited()).toEqual([
      [5, 1],
      [2, 2],
    ]);
  });

  it('removes a marker that cites nothing supplied, with the space before it, and reports it', () => {
    const { text, filter } = run([1, 2], ['Deposits are due in 21 days [7]. Fees are capped [1].']);
    expect(text).toBe('Deposits are due in 21 days. Fees are capped [1].');
    expect(filter.removed).toEqual([7]);
  });

  it('splits a list marker and keeps only its supplied numbers', () => {
    expect(run([1, 3], ['A claim [1, 2, 3].']).text).toBe('A claim [1][2].');
    expect(run([1], ['A claim [1,1].']).text).toBe('A claim [1].');
  });

  it('handles a marker split across deltas', () => {
    expect(run([1, 12], ['Rule [', '1', '2] and [', '3]', ' end [1]']).text).toBe('Rule [1] and end [2]');
  });

  it('leaves links, checkboxes and brackets without numbers alone', () => {
    const input = 'See [the guide](/knowledge-base) and [ ] a box [note].';
    expect(run([1], [input]).text).toBe(input);
  });

  it('passes through text at the end that only looked like the start of a marker', () => {
    expect(run([1], ['Ends with [', '']).text).toBe('Ends with [');
  });
});
