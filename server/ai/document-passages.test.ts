import { describe, expect, it } from 'vitest';
import type { AreaToReview } from '../../common/schemas/documents';
import { flaggedAreas } from '../modules/documents/readable-documents';
import { areasWithin } from './document-passages';

const area = (over: Partial<AreaToReview>): AreaToReview => ({
  type: 'entry_without_notice',
  severity: 'high',
  title: 'Landlord can enter without notice',
  explanation: 'The landlord may come in at any time.',
  suggestion: 'Ask for 24 hours’ notice.',
  start: 100,
  end: 150,
  ...over,
});

describe('the areas to review a passage carries', () => {
  it('keeps of the analysis only the areas that stand in the text, and only what an answer needs', () => {
    const areas = flaggedAreas([area({}), area({ type: 'missing_entry_notice', start: null, end: null })]);
    expect(areas).toEqual([{ type: 'entry_without_notice', severity: 'high', title: 'Landlord can enter without notice', explanation: 'The landlord may come in at any time.', start: 100, end: 150 }]);
  });

  it('gives a passage the areas that overlap it, in the analysis’s order', () => {
    const areas = flaggedAreas([area({ start: 100, end: 150 }), area({ type: 'repairs_shifted_to_tenant', start: 140, end: 200 }), area({ type: 'late_fees', start: 0, end: 40 })]);
    expect(areasWithin(areas, 90, 160).map((a) => a.type)).toEqual(['entry_without_notice', 'repairs_shifted_to_tenant']);
    expect(areasWithin(areas, 150, 170).map((a) => a.type)).toEqual(['repairs_shifted_to_tenant']);
    // offsets are [start, end): touching is not overlapping
    expect(areasWithin(areas, 40, 100)).toEqual([]);
  });
});
