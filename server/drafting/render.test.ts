/**
 * The renderer on a small template: numbering that conditional sections cannot break, lists and
 * repeated signers, state variations and state-rules cells with their fallback, gaps in a preview,
 * and answers that stay text whatever they contain.
 */
import { describe, expect, it } from 'vitest';
import { documentText, type Block } from '../../common/templates/document';
import type { StateRuleCell } from '../content/state-rules';
import { parseTemplate, type Template } from '../content/templates';
import { renderTemplate } from './render';

const YAML = {
  id: 'demo',
  title: 'Demo',
  area: 'housing',
  summary: 'A test template.',
  guide: { fits: 'Fits.', notFor: 'Not for.', lawyer: 'See a lawyer.' },
  stateRules: { deposit: 'security-deposits' },
  pages: [
    {
      title: 'Page',
      questions: [
        { id: 'state', type: 'state', label: 'Which state?' },
        { id: 'landlord', type: 'party', label: 'Your landlord?' },
        { id: 'pets', type: 'yesno', label: 'Pets?' },
        { id: 'pet_fee', type: 'money', label: 'Pet fee?', when: { pets: true } },
        { id: 'tenants', type: 'list', label: 'Tenants?', itemLabel: 'Tenant', min: 1, max: 4, fields: [{ id: 'name', type: 'text', label: 'Name?' }] },
      ],
    },
  ],
  signatures: [
    { role: 'Landlord', name: '{{landlord.name}}' },
    { role: 'Tenant', each: 'tenants', name: '{{name}}' },
  ],
  variations: { notice: { cite: 'Tex. Prop. Code § 92.0081', states: { TX: 'Texas has its own rule ({{stateName state}}).' }, otherwise: 'The usual rule applies.' } },
  reviews: [{ date: '2026-11-24', reviewer: 'Second reader', checked: 'All', changed: 'Nothing' }],
};
const BODY = [
  '# Lease',
  '## Parties',
  '**Landlord**: {{landlord.name}}, {{address landlord}}. Tenants: {{join tenants "name"}}.',
  '{{#if pets}}## Pets',
  'A pet fee of {{money pet_fee}}.{{/if}}',
  '## Deposit',
  '{{#if rules.deposit.data.returnDays}}Returned within {{rules.deposit.data.returnDays}} days ({{rules.deposit.citation}}).{{else}}Returned as the law requires.{{/if}}',
  '{{v.notice}}',
  '{{#each tenants}}',
  '1. {{name}}',
  '{{/each}}',
].join('\n\n');
const landlord = { name: 'Valley Rentals LLC', street: '900 Main Street', city: 'Fresno', state: 'CA', zip: '93702' };
const answers = { state: 'CA', landlord, pets: false, tenants: [{ name: 'Ana Diaz' }, { name: 'Bo Chen' }] };

async function template(): Promise<Template> {
  const t = await parseTemplate('demo', YAML, BODY, answers);
  if (Array.isArray(t)) throw new Error(t.join('\n'));
  return t;
}
const cell = { citation: 'Cal. Civ. Code § 1950.5', url: 'https://leginfo.legislature.ca.gov/', values: {}, data: { returnDays: 21 } } as unknown as StateRuleCell;
const options = (preview = false) => ({ preview, today: '2026-11-24', cells: (_rule: string, state: string) => (state === 'CA' ? cell : undefined) });
const headings = (blocks: Block[]) => blocks.flatMap((b) => (b.type === 'heading' ? [`${b.number} ${b.text}`] : []));

describe('renderTemplate', () => {
  it('numbers the sections that are there, whatever is left out', async () => {
    const t = await template();
    expect(headings(renderTemplate(t, answers, options()).blocks)).toEqual(['1. Parties', '2. Deposit']);
    expect(headings(renderTemplate(t, { ...answers, pets: true, pet_fee: 300 }, options()).blocks)).toEqual(['1. Parties', '2. Pets', '3. Deposit']);
  });

  it('fills parties, lists, defined terms and one signer per list entry', async () => {
    const doc = renderTemplate(await template(), answers, options());
    const text = documentText(doc);
    expect(text).toContain('Landlord: Valley Rentals LLC, 900 Main Street, Fresno, CA 93702. Tenants: Ana Diaz and Bo Chen.');
    expect(doc.blocks).toContainEqual({ type: 'list', ordered: true, items: [[{ text: 'Ana Diaz' }], [{ text: 'Bo Chen' }]] });
    expect(doc.blocks.find((b) => b.type === 'paragraph')).toMatchObject({ lines: [[{ text: 'Landlord', bold: true }, { text: ': Valley Rentals LLC, 900 Main Street, Fresno, CA 93702. Tenants: Ana Diaz and Bo Chen.' }]] });
    expect(doc.blocks.at(-1)).toEqual({ type: 'signatures', signers: [{ role: 'Landlord', name: 'Valley Rentals LLC' }, { role: 'Tenant', name: 'Ana Diaz' }, { role: 'Tenant', name: 'Bo Chen' }] });
  });

  it('uses the governing state: its variation and its state-rules cell, or the fallbacks', async () => {
    const t = await template();
    const ca = documentText(renderTemplate(t, answers, options()));
    expect(ca).toContain('Returned within 21 days (Cal. Civ. Code § 1950.5).');
    expect(ca).toContain('The usual rule applies.');
    const tx = documentText(renderTemplate(t, { ...answers, state: 'TX' }, options()));
    expect(tx).toContain('Returned as the law requires.');
    expect(tx).toContain('Texas has its own rule (Texas).');
  });

  it('shows unanswered questions as gaps in a preview, and leaves out a question not asked', async () => {
    const doc = renderTemplate(await template(), { pets: false, pet_fee: 99 }, options(true));
    const runs = doc.blocks.flatMap((b) => (b.type === 'paragraph' ? b.lines.flat() : []));
    expect(runs.filter((r) => r.blank).map((r) => r.text)).toEqual(expect.arrayContaining(['[Your landlord]', '[street address]', '[ZIP code]']));
    expect(documentText(doc)).not.toContain('$99.00');
  });

  it('keeps what a person types as text: no headings, bold, lists or placeholders from an answer', async () => {
    const hostile = { ...landlord, name: '## Owner **X** {{state}} <b>1.</b>\n- item' };
    const doc = renderTemplate(await template(), { ...answers, landlord: hostile }, options());
    expect(headings(doc.blocks)).toEqual(['1. Parties', '2. Deposit']);
    expect(documentText(doc)).toContain('## Owner **X** {{state}} <b>1.</b>\n- item');
  });
});
