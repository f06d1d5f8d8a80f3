/**
 * The templates lint: every template in content/templates against docs/templates-guide.md, rendered
 * with its example answers in four states; and the parser's refusals on templates that are wrong.
 */
import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../common/templates/answers';
import { documentText } from '../../common/templates/document';
import { renderTemplate } from '../drafting/render';
import { stateRuleCells } from '../drafting/state-cells';
import { loadStateRules } from './state-rules';
import { loadTemplates, parseTemplate } from './templates';

const STATES = ['CA', 'TX', 'NY', 'FL'];

describe('every template in content/templates', async () => {
  const [templates, rules] = await Promise.all([loadTemplates(), loadStateRules()]);
  const cells = stateRuleCells(rules);

  it('passes the lint, reviewed', () => {
    expect(templates.length).toBeGreaterThan(0);
    for (const t of templates) expect(t.reviews.at(-1)!.reviewer, t.id).not.toMatch(/pending/i);
  });

  for (const t of templates) {
    it(`${t.id}: renders its example in ${STATES.join(', ')} with nothing left to fill`, () => {
      const texts = STATES.map((state) => {
        const answers = t.stateQuestion ? { ...t.example, [t.stateQuestion]: state } : t.example;
        expect(answerProblems(t.pages, answers, true)).toEqual({});
        const doc = renderTemplate(t, answers, { preview: false, today: '2026-11-24', cells });
        const runs = doc.blocks.flatMap((b) => (b.type === 'paragraph' ? b.lines.flat() : b.type === 'list' ? b.items.flat() : []));
        expect(runs.filter((r) => r.blank), `${t.id} ${state}`).toEqual([]);
        const text = documentText(doc);
        expect(text, `${t.id} ${state}`).not.toMatch(/\{\{|\}\}|\bundefined\b|\bnull\b|\[object|\\[*_#.-]/);
        expect(doc.blocks[0]).toMatchObject({ type: 'title' });
        const signed = doc.blocks.some((b) => b.type === 'signatures') || text.includes('______________________________');
        expect(signed, `${t.id} has a place to sign`).toBe(true);
        if (t.signatures.length) {
          // an agreement: numbered sections and defined terms, as a professional writes one
          expect(doc.blocks.filter((b) => b.type === 'heading' && b.level === 1).length, `${t.id} sections`).toBeGreaterThanOrEqual(5);
          expect(runs.some((r) => r.bold), `${t.id} defines its terms`).toBe(true);
        }
        return text;
      });
      if (Object.keys(t.variations).length || Object.keys(t.stateRules).length) expect(new Set(texts).size, `${t.id} differs by state`).toBeGreaterThan(1);
    });
  }
});

const page = (questions: unknown[]) => ({ title: 'Page', questions });
const base = {
  id: 'demo',
  title: 'Demo',
  area: 'housing',
  summary: 'A test template.',
  guide: { fits: 'Fits.', notFor: 'Not for.', lawyer: 'See a lawyer.' },
  pages: [page([{ id: 'state', type: 'state', label: 'State?' }, { id: 'name', type: 'text', label: 'Name?' }, { id: 'pets', type: 'yesno', label: 'Pets?' }])],
  reviews: [{ date: '2026-11-24', reviewer: 'Second reader', checked: 'All', changed: 'Nothing' }],
};
const example = { state: 'CA', name: 'Ann', pets: false };
const problems = async (yaml: Record<string, unknown>, body: string, answers: Record<string, unknown> = example) => {
  const result = await parseTemplate('demo', { ...base, ...yaml }, body, answers);
  return Array.isArray(result) ? result.join('\n') : '';
};

describe('the template parser', () => {
  const body = '# Demo\n\n{{name}} in {{stateName state}}{{#if pets}} with pets{{/if}}.';

  it('reads a sound template and names its governing state question', async () => {
    const t = await parseTemplate('demo', base, body, example);
    expect(Array.isArray(t) ? t : t.stateQuestion).toBe('state');
  });

  it('refuses a placeholder that is not asked, and a question never used', async () => {
    expect(await problems({}, '# Demo\n\n{{nam}} in {{state}}{{#if pets}}.{{/if}}')).toMatch(/"nam" is not a question[\s\S]*question name is never used/);
  });

  it('refuses a condition on a later or unknown question, or on a value it cannot have', async () => {
    const pages = [page([{ id: 'state', type: 'state', label: 'S?' }, { id: 'name', type: 'text', label: 'N?', when: { pets: true } }, { id: 'pets', type: 'yesno', label: 'P?', when: { name: 'Ann' } }])];
    expect(await problems({ pages }, body)).toMatch(/condition on "pets" must name an earlier question[\s\S]*can test a yes\/no question/);
    const byState = (when: unknown) => [page([{ id: 'state', type: 'state', label: 'S?' }, { id: 'name', type: 'text', label: 'N?', when }, { id: 'pets', type: 'yesno', label: 'P?' }])];
    expect(await problems({ pages: byState({ state: ['MT', 'ND'] }) }, body)).toBe('');
    expect(await problems({ pages: byState({ state: 'Montana' }) }, body)).toMatch(/"Montana" is not a state code/);
  });

  it('refuses a variation without a citation, one never used, and an unofficial link', async () => {
    expect(await problems({ variations: { cap: { states: { CA: 'Two months.' } } } }, body)).toMatch(/variations\.cap\.cite/);
    expect(await problems({ variations: { cap: { cite: 'Cal. Civ. Code § 1950.5', url: 'https://example.com/x', states: { CA: 'Two months.' } } } }, body)).toMatch(/variation cap is never used[\s\S]*variation cap: /);
  });

  it('refuses an unknown helper, a bad body, example answers that do not answer, and a template without review', async () => {
    expect(await problems({}, `${body} {{shout name}}`)).toMatch(/"shout" is not a helper/);
    expect(await problems({}, 'No title {{name}} {{state}} {{pets}}')).toMatch(/must start with "# Title"/);
    expect(await problems({}, body, { state: 'ZZ', name: 'Ann', pets: false, extra: 1 })).toMatch(/example\.yaml: state: Choose a state[\s\S]*extra is not a question/);
    expect(await problems({ reviews: [] }, body)).toMatch(/needs an independent legal review/);
  });

  it('refuses a list field read outside its #each, and a party part that does not exist', async () => {
    const pages = [page([{ id: 'state', type: 'state', label: 'S?' }, { id: 'items', type: 'list', label: 'Items?', itemLabel: 'Item', fields: [{ id: 'what', type: 'text', label: 'What?' }] }, { id: 'buyer', type: 'party', label: 'Buyer?' }])];
    const answers = { state: 'CA', items: [{ what: 'A bike' }], buyer: { name: 'Bo', street: '1 A St', city: 'Fresno', state: 'CA', zip: '93701' } };
    expect(await problems({ pages }, '# Demo\n{{#each items}}{{what}}{{/each}} {{buyer.name}} {{state}}', answers)).toBe('');
    expect(await problems({ pages }, '# Demo\n{{what}} {{#each items}}{{what}}{{/each}} {{buyer.phone}} {{state}}', answers)).toMatch(/"what" is not a question[\s\S]*"buyer.phone" has no part "phone"/);
  });
});
