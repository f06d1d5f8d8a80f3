import { describe, expect, it } from 'vitest';
import type { Source } from '@common/schemas/chat';
import { answerForClipboard, linkCitations } from './citations';

describe('linkCitations', () => {
  it('links each marker to its source card and leaves real links alone', () => {
    const text = 'Return it within 21 days [1][2]. Browse the [knowledge base](/knowledge-base). See [3].';
    expect(linkCitations(text, 'm1')).toBe(
      'Return it within 21 days [1](#cite-m1-1)[2](#cite-m1-2). Browse the [knowledge base](/knowledge-base). See [3](#cite-m1-3).',
    );
  });

  it('leaves text without markers unchanged', () => {
    expect(linkCitations('No sources here [a].', 'm1')).toBe('No sources here [a].');
  });
});

describe('answerForClipboard', () => {
  const source: Source = { n: 1, kind: 'topic', title: 'Security deposits: In short', url: '/knowledge-base/housing/security-deposits#in-short', quote: 'A deposit…' };

  it('lists the sources with full addresses under the text', () => {
    expect(answerForClipboard('Answer [1].', [source], 'https://counsel.example')).toBe(
      'Answer [1].\n\nSources:\n[1] Security deposits: In short: https://counsel.example/knowledge-base/housing/security-deposits#in-short',
    );
  });

  it('is just the text when nothing is cited', () => {
    expect(answerForClipboard('Nothing found.', [], 'https://x')).toBe('Nothing found.');
  });
});
