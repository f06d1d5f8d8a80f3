import { describe, expect, it } from 'vitest';
import { splitMoreDetail } from './more-detail';

describe('splitMoreDetail', () => {
  it('leaves an answer without folded parts as it is', () => {
    expect(splitMoreDetail('**In Texas**\n- 30 days [1]')).toEqual({ main: '**In Texas**\n- 30 days [1]', details: [] });
  });

  it('folds each "More detail" part up to the next, and keeps the closing notice unfolded', () => {
    const text = 'Short answer [1]\n\n### More detail: Security deposits\n\nKey points [2]\n\n### More detail: Repairs\n\nSteps [3]\n\n_General information, not legal advice._';
    expect(splitMoreDetail(text)).toEqual({
      main: 'Short answer [1]\n\n_General information, not legal advice._',
      details: [
        { title: 'More detail: Security deposits', body: 'Key points [2]' },
        { title: 'More detail: Repairs', body: 'Steps [3]' },
      ],
    });
  });

  it('folds a part still arriving while the answer streams', () => {
    expect(splitMoreDetail('Lead\n\n### More detail: Evic')).toEqual({ main: 'Lead', details: [{ title: 'More detail: Evic', body: '' }] });
  });
});
