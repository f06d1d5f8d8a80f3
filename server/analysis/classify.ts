/**
 * Which types each clause is (a clause may be several: a "Term and Termination" section is often both
 * renewal_term and termination). Two readers:
 *  - the clause model (clause-model/), trained on lawyers' labels of real contracts, reads each passage of
 *    a clause and names the types it finds, with their probability and the passage;
 *  - the rules of clause-rules.ts, over each clause's heading and text (a heading match counts more than
 *    wording found in the body), for the everyday types the model was not trained on (deposits, late
 *    fees, at-will…) and for the types where cross-validation showed the rules add to the model.
 * Pure, given the model.
 */
import type { Clause, ClauseType, Segment } from '../../common/schemas/documents';
import { CLAUSE_RULES } from './clause-rules';
import { shippedClauseModel, type ClauseModel } from './clause-model/model';
import { passagesOf } from './passages';

const HEADING_CONFIDENCE = 0.9;
const TEXT_CONFIDENCE = 0.75;
const BOTH_CONFIDENCE = 0.95;

/** What the rules find: for each segment, each type whose heading or wording matches. */
export function ruleClauses(text: string, segments: Segment[], only?: (type: ClauseType) => boolean): Clause[] {
  const clauses: Clause[] = [];
  const rules = only ? CLAUSE_RULES.filter((r) => only(r.type)) : CLAUSE_RULES;
  for (const segment of segments) {
    const body = text.slice(segment.start, segment.end);
    for (const rule of rules) {
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

/** What the model finds: for each segment and type, its most likely passage over the type's threshold. */
export function modelClauses(text: string, segments: Segment[], model: ClauseModel): Clause[] {
  const best = new Map<string, Clause>();
  for (const p of passagesOf(text, segments)) {
    const segment = segments[p.segment]!;
    const scores = model.score(text.slice(p.start, p.end), segment.heading);
    model.types.forEach((type, t) => {
      const confidence = scores[t]!;
      if (confidence < model.thresholds[t]!) return;
      const key = `${segment.id} ${type}`;
      if ((best.get(key)?.confidence ?? 0) >= confidence) return;
      best.set(key, { type, segmentId: segment.id, start: segment.start, end: segment.end, confidence: Math.round(confidence * 100) / 100, passage: { start: p.start, end: p.end } });
    });
  }
  return [...best.values()];
}

export function classifyClauses(text: string, segments: Segment[], model: ClauseModel = shippedClauseModel()): Clause[] {
  const modelled = new Set(model.types);
  const ruled = ruleClauses(text, segments, (type) => !modelled.has(type) || model.withRules.has(type));
  const found = new Map<string, Clause>();
  for (const clause of [...modelClauses(text, segments, model), ...ruled]) {
    const key = `${clause.segmentId} ${clause.type}`;
    const had = found.get(key);
    // the model's passage is kept where both found it; the surer reading gives the confidence
    if (!had) found.set(key, clause);
    else if (clause.confidence > had.confidence) had.confidence = clause.confidence;
  }
  const order = new Map(segments.map((s, i) => [s.id, i]));
  return [...found.values()].sort((a, b) => order.get(a.segmentId)! - order.get(b.segmentId)!);
}
