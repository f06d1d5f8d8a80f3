import { describe, expect, it } from 'vitest';
import { sentencesOf } from './sentences';

describe('sentencesOf', () => {
  it('does not end a sentence inside a case name or a reporter citation', () => {
    expect(sentencesOf('The Court decided Scott v. Illinois, 440 U.S. 367 (1979), on this point. It still applies.')).toEqual([
      'The Court decided Scott v. Illinois, 440 U.S. 367 (1979), on this point.',
      'It still applies.',
    ]);
    expect(sentencesOf('See *Alabama v. Shelton*, 535 U.S. 654 (2002). Then ask.')).toEqual(['See *Alabama v. Shelton*, 535 U.S. 654 (2002).', 'Then ask.']);
  });

  it('keeps statute citations whole', () => {
    expect(sentencesOf('Deposits are capped by Cal. Civ. Code § 1950.5. Texas has none.')).toEqual(['Deposits are capped by Cal. Civ. Code § 1950.5.', 'Texas has none.']);
    expect(sentencesOf('Social Security can be garnished for support (42 U.S.C. § 659). Other debts cannot.')).toEqual([
      'Social Security can be garnished for support (42 U.S.C. § 659).',
      'Other debts cannot.',
    ]);
    expect(sentencesOf('The rule is N.Y. Dom. Rel. Law § 170. It applies.')).toEqual(['The rule is N.Y. Dom. Rel. Law § 170.', 'It applies.']);
    expect(sentencesOf('File it under Case No. 12 today. Keep a copy.')).toEqual(['File it under Case No. 12 today.', 'Keep a copy.']);
    expect(sentencesOf('Write to the U.S. Department of Labor. Keep a copy.')).toEqual(['Write to the U.S. Department of Labor.', 'Keep a copy.']);
  });

  it('ends a sentence after a number or a closing quote', () => {
    expect(sentencesOf('The change starts October 1, 2026. Some states go further.')).toEqual(['The change starts October 1, 2026.', 'Some states go further.']);
    expect(sentencesOf('You must pass a "means test." A trustee then reviews it.')).toEqual(['You must pass a "means test."', 'A trustee then reviews it.']);
  });

  it('keeps a bold lead-in with its sentence and reads across line breaks', () => {
    expect(sentencesOf('**Decisions.** States must decide within\n45 days. Appeal if they do not.')).toEqual(['**Decisions.** States must decide within 45 days.', 'Appeal if they do not.']);
  });
});
