import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue, Question } from '@common/templates/definition';
import { json, serve } from '@/features/teams/test-server';
import { renderAt } from '@/test/render-at';
import { formatAmount, parseAmount, parseNumber } from '../../lib/numbers';
import { ME } from '../../test-fixtures';
import { QuestionField } from '../question-field';

afterEach(() => vi.unstubAllGlobals());

/** one question with its answer kept as the interview keeps it; `seen` records every answer given */
function renderQuestion(question: Question, { value, errors = {} }: { value?: AnswerValue; errors?: Record<string, string> } = {}) {
  // saved details are asked for; a test that has none to give answers 404s
  if (!vi.isMockFunction(globalThis.fetch)) serve({});
  const seen: AnswerValue[] = [];
  function Harness() {
    const [answer, setAnswer] = useState<AnswerValue | undefined>(value);
    return (
      <QuestionField
        question={question}
        path={question.id}
        value={answer}
        onChange={(v) => {
          seen.push(v);
          setAnswer(v);
        }}
        errors={errors}
      />
    );
  }
  renderAt('/documents/generate', <Harness />);
  return { seen, last: () => seen.at(-1) };
}

describe('amounts', () => {
  it('reads what people type as dollars', () => {
    expect(parseAmount('1,500.00')).toBe(1500);
    expect(parseAmount('$ 2,400.5')).toBe(2400.5);
    expect(parseAmount('.75')).toBe(0.75);
    expect(parseAmount('  ')).toBeNull();
    // kept as typed, so the shared checks can say what to fix
    expect(parseAmount('about 1500')).toBe('about 1500');
    expect(parseNumber('14')).toBe(14);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('two')).toBe('two');
    expect(formatAmount(1500)).toBe('1,500');
    expect(formatAmount(1500.5)).toBe('1,500.50');
  });

  it('stores a number for "1,500.00", shows it with separators once left, and keeps a $ before the box', () => {
    const { last } = renderQuestion({ id: 'deposit', type: 'money', label: 'How much was the deposit?', help: 'The whole amount.' });
    const box = screen.getByLabelText('How much was the deposit?') as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('decimal');
    expect(box.parentElement!.textContent).toContain('$');
    expect(box.getAttribute('aria-describedby')).toBe('answer-deposit-help');
    fireEvent.change(box, { target: { value: '1,500.00' } });
    expect(last()).toBe(1500);
    expect(box.value).toBe('1,500.00');
    fireEvent.blur(box);
    expect(box.value).toBe('1,500');
    fireEvent.change(box, { target: { value: '12 dollars' } });
    expect(last()).toBe('12 dollars');
    fireEvent.change(box, { target: { value: '' } });
    expect(last()).toBeNull();
  });

  it('shows a number’s unit and its error, tied to the box', () => {
    renderQuestion({ id: 'days', type: 'number', label: 'How many days?', unit: 'days', min: 5 }, { value: 2, errors: { days: 'Enter 5 or more.' } });
    const box = screen.getByLabelText('How many days?');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('answer-days-error');
    expect(document.getElementById('answer-days-error')!.textContent).toBe('Enter 5 or more.');
    expect(screen.getByText('days')).toBeTruthy();
  });
});

describe('a party', () => {
  const landlord: Question = { id: 'landlord', type: 'party', label: 'Your landlord', organization: true, email: true };

  it('asks name, address, email and who signs for a business, and stores what is typed', () => {
    const { last } = renderQuestion(landlord);
    const group = screen.getByRole('group', { name: 'Your landlord' });
    fireEvent.change(within(group).getByLabelText('Full name, or the business’s legal name'), { target: { value: 'Valley Rentals LLC' } });
    fireEvent.change(within(group).getByLabelText('Street address'), { target: { value: '100 Main Street' } });
    fireEvent.change(within(group).getByLabelText('City'), { target: { value: 'Fresno' } });
    fireEvent.change(within(group).getByLabelText('State'), { target: { value: 'CA' } });
    fireEvent.change(within(group).getByLabelText('ZIP code'), { target: { value: '93721' } });
    const signs = within(group).getByRole('group', { name: 'Signs for the business' });
    fireEvent.change(within(signs).getByLabelText('Their name'), { target: { value: 'Jane Roe' } });
    fireEvent.change(within(signs).getByLabelText('Their title'), { target: { value: 'Manager' } });
    expect(within(group).getByLabelText('Email (optional)')).toBeTruthy();
    expect(last()).toEqual({ name: 'Valley Rentals LLC', street: '100 Main Street', city: 'Fresno', state: 'CA', zip: '93721', signer: 'Jane Roe', signerTitle: 'Manager' });
  });

  it('asks no signer for a person and no email unless the question does', () => {
    renderQuestion({ id: 'tenant', type: 'party', label: 'You' });
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.queryByLabelText('Email (optional)')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Signs for the business' })).toBeNull();
  });

  it('pins the message to the box it is about', () => {
    renderQuestion({ id: 'tenant', type: 'party', label: 'You' }, { value: { ...ME, zip: '937' }, errors: { tenant: 'Enter a 5-digit ZIP code.' } });
    const zip = screen.getByLabelText('ZIP code');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.getAttribute('aria-describedby')).toBe('answer-tenant-error');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeTruthy();
  });

  it('fills from saved details, and saves what is typed under a name', async () => {
    const server = serve({
      'GET /api/answer-sets': json({ items: [{ id: 3, name: 'Me', value: ME, updatedAt: '2026-03-02T10:00:00.000Z' }] }),
      'POST /api/answer-sets': (body) => json({ id: 4, ...(body as object), updatedAt: '2026-03-02T10:00:00.000Z' }, { status: 201 }),
    });
    const { last } = renderQuestion({ id: 'tenant', type: 'party', label: 'You' });
    const saved = await screen.findByLabelText('Use saved details');
    fireEvent.change(saved, { target: { value: 's:3' } });
    expect(last()).toEqual(ME);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Fresno');

    fireEvent.click(screen.getByRole('button', { name: 'Save these details' }));
    const name = screen.getByLabelText('Name these details');
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Name it, such as "Me" or "My landlord".');
    fireEvent.change(name, { target: { value: 'Home' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toEqual([{ method: 'POST', url: '/api/answer-sets', body: { name: 'Home', value: ME } }]));
    await waitFor(() => expect(screen.queryByLabelText('Name these details')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save these details' }));
  });
});

describe('a list', () => {
  const items: Question = {
    id: 'items',
    type: 'list',
    label: 'What was damaged?',
    itemLabel: 'Item',
    min: 1,
    max: 3,
    fields: [
      { id: 'what', type: 'text', label: 'What is it?' },
      { id: 'cost', type: 'money', label: 'Cost' },
    ],
  };

  it('starts with its minimum, adds up to its maximum and removes down to its minimum', () => {
    const { last } = renderQuestion(items);
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(1);
    // at the minimum an entry cannot be removed
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.change(within(screen.getByRole('group', { name: 'Item 1' })).getByLabelText('What is it?'), { target: { value: 'Carpet' } });
    expect(last()).toEqual([{ what: 'Carpet' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('What is it?'));
    fireEvent.change(within(screen.getByRole('group', { name: 'Item 2' })).getByLabelText('Cost'), { target: { value: '1,200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.getByText('You can list up to 3.')).toBeTruthy();
    expect(last()).toEqual([{ what: 'Carpet' }, { cost: 1200 }, {}]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(last()).toEqual([{ cost: 1200 }, {}]);
    // the boxes follow their entry: the cost typed for item 2 is now item 1's
    expect((within(screen.getByRole('group', { name: 'Item 1' })).getByLabelText('Cost') as HTMLInputElement).value).toBe('1,200');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('shows the errors of each entry’s answers under them', () => {
    renderQuestion(items, { value: [{ what: '' }], errors: { 'items.0.what': 'Answer this question.' } });
    const box = within(screen.getByRole('group', { name: 'Item 1' })).getByLabelText('What is it?');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('answer-items.0.what-error')!.textContent).toBe('Answer this question.');
  });
});

describe('choices', () => {
  it('answers yes or no with radio buttons, and one of a few options', () => {
    const { last } = renderQuestion({ id: 'pets', type: 'yesno', label: 'Did you have pets?' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(last()).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(last()).toBe(true);
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });
});
