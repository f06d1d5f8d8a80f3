/**
 * The state-rules lint: every table in content/state-rules against docs/state-rules-guide.md (51
 * cells, each with a citation, an official https link and a checked date, no placeholders), and the
 * parser's refusals on bad tables.
 */
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../common/schemas/state-rules';
import { loadStateRules, parseStateRule } from './state-rules';

const cell = {
  cap: 'One month of rent.',
  citation: 'Test Code § 1',
  url: 'https://legislature.example.gov/code/1',
  checked: '2026-11-24',
  data: { capMonths: 1 },
};
const table = (cells: Record<string, unknown>) => ({
  id: 'security-deposits',
  title: 'Security deposits',
  summary: 'A test table.',
  guides: ['housing/security-deposits'],
  columns: [{ id: 'cap', label: 'Cap' }],
  reviews: [{ date: '2026-11-24', reviewer: 'Second reader', checked: 'All', changed: 'Nothing' }],
  cells,
});
const allStates = async () => Object.fromEntries((await import('../../common/jurisdictions')).STATE_CODES.map((s) => [s, cell]));

describe('the state-rules parser', () => {
  it('reads a complete table', async () => {
    const rule = parseStateRule('security-deposits.yaml', table(await allStates()));
    expect(Array.isArray(rule)).toBe(false);
    if (Array.isArray(rule)) return;
    expect(rule.cells).toHaveLength(51);
    expect(rule.cells.find((c) => c.state === 'GA')).toMatchObject({ values: { cap: 'One month of rent.' }, data: { capMonths: 1 } });
  });

  it('names a missing state, a code that is no state, a placeholder and a missing citation', async () => {
    const cells: Record<string, unknown> = await allStates();
    delete cells.WY;
    cells.XX = cell;
    cells.TX = { ...cell, cap: 'N/A' };
    const { citation: _omit, ...noCitation } = cell;
    cells.OH = noCitation;
    const problems = parseStateRule('security-deposits.yaml', table(cells)) as string[];
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('cells.WY is missing'),
        expect.stringContaining('cells.XX is not a state code'),
        expect.stringMatching(/cells\.TX\.cap is a placeholder/),
        expect.stringMatching(/cells\.OH\.citation/),
      ]),
    );
  });

  it('refuses links that are not official, not https, or not links', async () => {
    const cells: Record<string, unknown> = await allStates();
    cells.CA = { ...cell, url: 'https://law.justia.com/codes/california/civ/1950.5' };
    cells.NY = { ...cell, url: 'http://www.nysenate.gov/legislation/laws/GOB/7-108' };
    cells.FL = { ...cell, url: 'https://www.some-law-firm.com/deposits' };
    cells.IL = { ...cell, url: 'statute 765 ILCS 710' };
    const problems = (parseStateRule('security-deposits.yaml', table(cells)) as string[]).join('\n');
    expect(problems).toMatch(/cells\.CA\.url is on law\.justia\.com, which is not an official source/);
    expect(problems).toMatch(/cells\.NY\.url must start with https/);
    expect(problems).toMatch(/cells\.FL\.url is on www\.some-law-firm\.com/);
    expect(problems).toMatch(/cells\.IL\.url is not a URL/);
  });

  it('checks the machine-readable figures against the rule', async () => {
    const cells: Record<string, unknown> = await allStates();
    cells.AK = { ...cell, data: { capMonths: 'two' } };
    cells.AL = { ...cell, data: { noticeHours: 24 } };
    const problems = (parseStateRule('security-deposits.yaml', table(cells)) as string[]).join('\n');
    expect(problems).toMatch(/cells\.AK\.data\.capMonths/);
    expect(problems).toMatch(/cells\.AL\.data/);
  });

  it('needs a review and a file name that matches the id', async () => {
    const problems = parseStateRule('late-fees.yaml', { ...table(await allStates()), reviews: [] }) as string[];
    expect(problems.join('\n')).toMatch(/reviews needs at least one independent review/);
    const named = parseStateRule('late-fees.yaml', table(await allStates())) as string[];
    expect(named.join('\n')).toMatch(/must match the file name/);
  });
});

describe('content/state-rules', () => {
  it('has a complete, linted table for every rule', async () => {
    const rules = await loadStateRules();
    expect(rules.map((r) => r.id).sort()).toEqual([...RULE_IDS].sort());
    for (const rule of rules) expect(rule.cells, rule.id).toHaveLength(51);
  });
});
