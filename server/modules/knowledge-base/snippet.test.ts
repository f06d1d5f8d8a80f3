import { describe, expect, it } from 'vitest';
import { buildSnippet as build, splitSentences } from './snippet';

const buildSnippet = (text: string, marks: Set<string>, maxWords?: number) => build(splitSentences(text), marks, maxWords);

describe('buildSnippet', () => {
  const text = 'Tenants have rights.\nA landlord must return the security deposit within 21 days. Some states allow 30 days.';

  it('picks the sentence with the most distinct searched words and marks them', () => {
    expect(buildSnippet(text, new Set(['deposit', 'security']))).toBe(
      'A landlord must return the <mark>security</mark> <mark>deposit</mark> within 21 days.',
    );
  });

  it('escapes everything but the marks', () => {
    expect(buildSnippet('Use <script>alert("x")</script> & deposit.', new Set(['deposit']))).toBe(
      'Use &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>deposit</mark>.',
    );
  });

  it('cuts a long sentence to a window that leads into the first match', () => {
    const long = `${'word '.repeat(40)}deposit ${'more '.repeat(40)}end.`;
    const snippet = buildSnippet(long, new Set(['deposit']), 10);
    expect(snippet.startsWith('… word word word word word word <mark>deposit</mark>')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.replace(/<\/?mark>|…/g, '').trim().split(/\s+/)).toHaveLength(10);
  });

  it('falls back to the opening sentence when nothing matches, and to nothing for no text', () => {
    expect(buildSnippet(text, new Set(['zebra']))).toBe('Tenants have rights.');
    expect(buildSnippet('', new Set(['x']))).toBe('');
  });
});
