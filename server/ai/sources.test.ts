import { describe, expect, it } from 'vitest';
import type { Passage } from './retrieval';
import { sourceOf } from './sources';

const passage: Passage = {
  categoryId: 'housing',
  topicId: 'security-deposits',
  sectionId: 'deadlines-and-numbers-to-know',
  title: 'Security deposits',
  heading: 'Deadlines and numbers to know',
  markdown: '- **California:** 21 days to return.\n- **Texas:** 30 days after you move out and give a forwarding address.',
  text: 'California: 21 days to return. Texas: 30 days after you move out and give a forwarding address.',
  n: 4,
};

describe('sourceOf', () => {
  it('quotes on the card the sentence the answer quotes, not the passage’s first one', () => {
    const answer = '**Deadlines and numbers to know**\n- 30 days after you move out and give a forwarding address. [4]';
    expect(sourceOf(passage, 1, answer)).toMatchObject({
      n: 1,
      url: '/knowledge-base/housing/security-deposits#deadlines-and-numbers-to-know',
      quote: 'Texas: 30 days after you move out and give a forwarding address.',
    });
  });

  it('quotes the passage’s opening words when the answer quotes none of it whole', () => {
    expect(sourceOf(passage, 2, 'Something else entirely.').quote).toBe(passage.text);
  });
});
