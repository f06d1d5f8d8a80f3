/**
 * Which types each clause is (a clause may be several: a "Term and Termination" section is often both
 * renewal_term and termination). Rules from clause-rules.ts run over each segment's heading and text;
 * a heading match counts more than wording found in the body. Pure.
 */
import type { Clause, Segment } from '../../common/schemas/documents';
import { CLAUSE_RULES } from './clause-rules';

const HEADING_CONFIDENCE = 0.9;
const TEXT_CONFIDENCE = 0.75;
const BOTH_CONFIDENCE = 0.95;

export function classifyClauses(text: string, segments: Segment[]): Clause[] {
  const clauses: Clause[] = [];
  for (const segment of segments) {
    const body = text.slice(segment.start, segment.end);
    for (const rule of CLAUSE_RULES) {
      const byHeading = !!segment.heading && !!rule.heading?.test(segment.heading);
      const byText = !!rule.text?.some((pattern) => pattern.test(body));
      if (!byHeading && !byText) continue;
      clauses.push({
        type: rule.type,
        segmentId: segment.id,
        start: segment.start,
        end: segment.end,
        confidence: byHeading && byText ? BOTH_CONFIDENCE : byHeading ? HEADING_CONFIDENCE : TEXT_CONFIDENCE,
      });
    }
  }
  return clauses;
}
