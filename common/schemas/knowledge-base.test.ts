import { describe, expect, it } from 'vitest';
import { parseSource } from './knowledge-base';
describe('parseSource', () => {
  it('reads a Markdown link to an official text, and leaves a plain citation as it is', () => {
    expect(parseSource('[Fair Debt Collection Practices Act, 15 U.S.C. § 1692 et seq.](https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692)')).toEqual({
      title: 'Fair Debt Collection Practices Act, 15 U.S.C. § 1692 et seq.',
      url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692',
    });
    expect(parseSource('  Texas Property Code §§ 92.101–92.109 ')).toEqual({ title: 'Texas Property Code §§ 92.101–92.109', url: null });
  });

  it('does not take an http link, or text around a link, for a link', () => {
    expect(parseSource('[A](http://example.gov/a)')).toEqual({ title: '[A](http://example.gov/a)', url: null });
    expect(parseSource('See [A](https://example.gov/a) too')).toEqual({ title: 'See [A](https://example.gov/a) too', url: null });
  });
});
