/** A small template and its drafts as the API answers them, for the drafting screens' tests. */
import type { Draft, DraftListItem, TemplateDto, TemplateSummaryDto } from '@common/schemas/drafting';
import type { Answers } from '@common/templates/definition';
import type { Block } from '@common/templates/document';
import { AT } from '@/features/teams/test-server';

export const LETTER: TemplateDto = {
  id: 'test-letter',
  title: 'Deposit letter',
  area: 'housing',
  areaName: 'Tenants, landlords and homeowners',
  summary: 'Ask for your deposit back.',
  guide: { fits: 'You moved out and want the deposit back.', notFor: 'Not for a commercial lease.', lawyer: 'See a lawyer if the landlord sues you.' },
  related: [{ id: 'housing/security-deposits', title: 'Security deposits' }],
  stateQuestion: 'state',
  reviewed: '2026-03-01',
  pages: [
    {
      title: 'You and your landlord',
      intro: 'Who the letter is from and to.',
      questions: [
        { id: 'tenant', type: 'party', label: 'Your name and address', help: 'Where the refund should go.', email: true },
        { id: 'state', type: 'state', label: 'Which state was the rental in?' },
        { id: 'pets', type: 'yesno', label: 'Did you have pets?' },
        { id: 'pet_kind', type: 'text', label: 'What kind of pet?', when: { pets: true } },
      ],
    },
    {
      title: 'The money',
      questions: [
        { id: 'deposit', type: 'money', label: 'How much was the deposit?', min: 1 },
        { id: 'days', type: 'number', label: 'How many days will you give?', min: 5, max: 30, unit: 'days' },
        { id: 'pay', type: 'choice', label: 'How should they pay?', options: [{ value: 'check', label: 'A check' }, { value: 'transfer', label: 'A bank transfer' }] },
      ],
    },
    {
      title: 'What was damaged',
      questions: [
        {
          id: 'items',
          type: 'list',
          label: 'What do they say was damaged?',
          itemLabel: 'Item',
          min: 1,
          max: 2,
          fields: [
            { id: 'what', type: 'text', label: 'What is it?' },
            { id: 'cost', type: 'money', label: 'What do they charge?' },
          ],
        },
      ],
    },
  ],
};

export const ME = { name: 'Maria Lopez', street: '48 Oak Avenue', city: 'Fresno', state: 'CA', zip: '93701' };
/** every question of LETTER answered */
export const COMPLETE: Answers = { tenant: ME, state: 'CA', pets: false, deposit: 1500, days: 14, pay: 'check', items: [{ what: 'Carpet', cost: 200 }] };

export const summary = (t: TemplateDto): TemplateSummaryDto => ({ id: t.id, title: t.title, area: t.area, areaName: t.areaName, summary: t.summary });

/** the preview as the server would make it: the tenant's name, or a gap */
export function previewOf(answers: Answers): Draft['preview'] {
  const tenant = answers.tenant as { name?: string } | undefined;
  const blocks: Block[] = [
    { type: 'title', text: 'Demand for Return of Deposit' },
    { type: 'paragraph', lines: [[tenant?.name ? { text: tenant.name } : { text: '[Your name and address]', blank: true }]] },
  ];
  return { title: 'Demand for Return of Deposit', blocks };
}

export function draft(answers: Answers = {}, more: Partial<Draft> = {}): Draft {
  return {
    id: 12,
    templateId: LETTER.id,
    templateTitle: LETTER.title,
    title: LETTER.title,
    documentId: null,
    matterId: null,
    ownerId: 1,
    updatedAt: AT,
    answers,
    page: 0,
    state: typeof answers.state === 'string' ? (answers.state as Draft['state']) : null,
    preview: previewOf(answers),
    problems: {},
    notices: [],
    reworded: [],
    alternatives: [],
    aiRewrite: false,
    ...more,
  };
}

export const listed = (d: Draft): DraftListItem => ({
  id: d.id,
  templateId: d.templateId,
  templateTitle: d.templateTitle,
  title: d.title,
  documentId: d.documentId,
  matterId: d.matterId,
  ownerId: d.ownerId,
  updatedAt: d.updatedAt,
});
