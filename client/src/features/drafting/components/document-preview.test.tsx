import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DraftDocument } from '@common/templates/document';
import { DocumentPreview } from './document-preview';

const LEASE: DraftDocument = {
  title: 'Residential Lease',
  blocks: [
    { type: 'title', text: 'Residential Lease' },
    { type: 'paragraph', lines: [[{ text: 'This lease is between ' }, { text: '[Your landlord]', blank: true }, { text: ' (the "' }, { text: 'Landlord', bold: true }, { text: '").' }]] },
    { type: 'heading', level: 1, number: '3.', text: 'Rent', id: 'rent' },
    { type: 'heading', level: 2, number: '3.2', text: 'Late fees', id: 'late-fees' },
    { type: 'paragraph', lines: [[{ text: '48 Oak Avenue' }], [{ text: 'Fresno, CA 93701' }]] },
    { type: 'list', ordered: true, items: [[{ text: 'pay on time;' }], [{ text: 'keep it clean.' }]] },
    {
      type: 'signatures',
      signers: [
        { role: 'Landlord', name: 'Valley Rentals LLC', signer: 'Jane Roe', title: 'Manager' },
        { role: 'Tenant', name: 'Maria Lopez' },
      ],
    },
  ],
};

describe('The preview', () => {
  it('reads as the document: title, numbered sections, line breaks, lettered lists and signature blocks', () => {
    render(<DocumentPreview document={LEASE} />);
    const sheet = screen.getByRole('article', { name: 'Preview of your document' });
    expect(within(sheet).getByRole('heading', { name: 'Residential Lease' })).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: '3. Rent' })).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: '3.2 Late fees' })).toBeTruthy();
    expect(within(sheet).getByText(/48 Oak Avenue/).innerHTML).toBe('48 Oak Avenue<br>Fresno, CA 93701');
    const items = within(sheet).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['(a)pay on time;', '(b)keep it clean.']);
    expect(sheet.textContent).toContain('By: Jane Roe, Manager');
    expect(sheet.textContent).toContain('Maria Lopez');
    expect(within(sheet).getByText('Landlord', { selector: 'strong' })).toBeTruthy();
  });

  it('highlights each unanswered question as a gap with its label', () => {
    render(<DocumentPreview document={LEASE} />);
    const gaps = screen.getByRole('article').querySelectorAll('mark');
    expect([...gaps].map((m) => m.textContent)).toEqual(['[Your landlord]']);
  });
});
