/**
 * Counsel's own documents pass Counsel's own review: every agreement a template generates (its example
 * answers, in CA, TX, NY and FL) is analysed like an upload, with its governing state's law, and must
 * not be flagged for a missing protection or a conflict with that state's rules.
 */
import { describe, expect, it } from 'vitest';
import { documentText } from '../../common/templates/document';
import { analyzeText } from '../analysis/analyze';
import { loadStateLawBook } from '../content/state-law';
import { loadStateRules } from '../content/state-rules';
import { loadTemplates } from '../content/templates';
import { renderTemplate } from './render';
import { stateRuleCells } from './state-cells';

const STATES = ['CA', 'TX', 'NY', 'FL'];

describe('generated agreements under their own analysis', async () => {
  const [templates, rules, lawOf] = await Promise.all([loadTemplates(), loadStateRules(), loadStateLawBook()]);
  const cells = stateRuleCells(rules);
  // agreements: the templates with signature blocks (letters are signed in their body)
  const agreements = templates.filter((t) => t.signatures.length > 0);

  it('include the leases', () => {
    expect(agreements.map((t) => t.id)).toEqual(expect.arrayContaining(['residential-lease', 'month-to-month-rental']));
  });

  for (const t of agreements) {
    it(`${t.id}: no missing protection and no state-law conflict`, () => {
      for (const state of STATES) {
        const answers = t.stateQuestion ? { ...t.example, [t.stateQuestion]: state } : t.example;
        const analysis = analyzeText(documentText(renderTemplate(t, answers, { preview: false, today: '2026-11-24', cells })), lawOf);
        const flagged = analysis.areasToReview.filter((a) => a.type.startsWith('missing_') || a.type === 'state_law_conflict').map((a) => `${a.type}: ${a.explanation}`);
        expect(flagged, `${t.id} in ${state}`).toEqual([]);
      }
    });
  }
});
