import { describe, expect, it } from 'vitest';
import { countWords, markdownToText, slugify, splitFrontMatter, splitSections } from './markdown';

describe('markdown helpers', () => {
  it('slugifies headings, accents and punctuation included', () => {
    expect(slugify('Deadlines and numbers to know')).toBe('deadlines-and-numbers-to-know');
    expect(slugify('  Café — “quotes” & more! ')).toBe('cafe-quotes-more');
  });

  it('splits front matter, with Windows line ends too', () => {
    expect(splitFrontMatter('---\r\ntitle: x\r\n---\r\nBody\r\n')).toEqual({ frontMatter: 'title: x', body: 'Body' });
    expect(splitFrontMatter('title: x\nBody')).toBeUndefined();
  });

  it('splits level-2 sections and keeps deeper headings inside them', () => {
    expect(splitSections('Intro\n## One ##\nA\n### Sub\nB\n## Two\nC')).toEqual({
      preamble: 'Intro',
      sections: [
        { heading: 'One', markdown: 'A\n### Sub\nB' },
        { heading: 'Two', markdown: 'C' },
      ],
    });
  });

  it('turns Markdown into one plain line per paragraph or item, without control characters', () => {
    expect(markdownToText('### Sub\n1. **Write** to the [landlord](https://x.gov).\n- *Keep* `copies`\n> quoted\u0001text\n\n')).toBe(
      'Sub\nWrite to the landlord.\nKeep copies\nquoted text',
    );
  });

  it('counts words, not punctuation', () => {
    expect(countWords('Rent is $1,200 — due on the 1st.')).toBe(7);
  });
});
