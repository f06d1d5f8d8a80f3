/**
 * How the analyzer does on CUAD contracts: per clause type, whether it finds a clause of that type in a
 * contract the lawyers labelled with one (precision, recall, F1; micro and macro over the types); how much
 * of the labelled words the passages it points to cover (span overlap, the Dice coefficient of the two sets
 * of characters, over the contracts where both found the type); governing law against CUAD's answer; and
 * the key terms CUAD normalises (dates, the renewal term, the notice to stop it), where its answer is whole.
 */
import type { ClauseType, DocumentAnalysis } from '../../../common/schemas/documents';
import type { CuadContract, Span } from './cuad';
import { rates } from './score';

export interface CuadResult {
  contract: CuadContract;
  analysis?: DocumentAnalysis;
  error?: string;
}

function covered(spans: Span[]): Set<number> {
  const at = new Set<number>();
  for (const s of spans) for (let i = s.start; i < s.end; i++) at.add(i);
  return at;
}

function dice(a: Set<number>, b: Set<number>) {
  let both = 0;
  for (const i of a) if (b.has(i)) both++;
  return a.size + b.size ? (2 * both) / (a.size + b.size) : 1;
}

/** A place as CUAD and Counsel may spell it: "England" is "England and Wales", "Ontario, Canada" is "Ontario". */
function placeKey(place: string) {
  return place
    .toLowerCase()
    .replace(/^(?:the\s+)?(?:state|commonwealth|province|republic)\s+of\s+/, '')
    .replace(/,\s*(?:canada|australia|united kingdom|uk|usa|united states)$/, '')
    .replace(/^england(?: and wales)?$/, 'england')
    .replace(/^(?:people'?s republic of china|prc|mainland china)$/, 'china')
    .trim();
}

/** Right when the place found is one of the places CUAD's answer names. */
export function sameGoverningLaw(answer: string, found: string | undefined): boolean {
  if (!found) return false;
  const places = answer.split(/;/).flatMap((p) => [p, p.split(',')[0]!]).map(placeKey);
  return places.includes(placeKey(found));
}

/** CUAD's "5/8/14" as 2014-05-08; a date with a part left out ("[]/[]/2020") cannot be checked. */
function cuadDate(answer: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(answer.trim());
  if (!m) return /^perpetual$/i.test(answer.trim()) ? 'perpetual' : undefined;
  const year = m[3]!.length === 4 ? m[3]! : `${Number(m[3]) > 40 ? 19 : 20}${m[3]}`;
  return `${year}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/** "successive 1 year", "12 months", "30 days" as a length in days, to compare with what Counsel says. */
function lengthInDays(words: string | undefined): number | undefined {
  const m = /(\d+)[\s-]*(day|week|month|year)/i.exec(words ?? '');
  if (!m) return undefined;
  return Number(m[1]) * { day: 1, week: 7, month: 30, year: 365 }[m[2]!.toLowerCase() as 'day']!;
}

function keyTermScores(done: CuadResult[]) {
  const value = (r: CuadResult, type: string) => r.analysis!.keyTerms.find((k) => k.type === type)?.value;
  const field = (name: string, expected: (r: CuadResult) => unknown, found: (r: CuadResult) => unknown) => {
    const checked = done.filter((r) => expected(r) !== undefined);
    const right = checked.filter((r) => expected(r) === found(r)).length;
    return { field: name, right, total: checked.length };
  };
  return [
    field('agreement date', (r) => cuadDate(r.contract.answers.agreementDate), (r) => value(r, 'agreement_date') ?? value(r, 'effective_date')),
    field('effective date', (r) => cuadDate(r.contract.answers.effectiveDate), (r) => value(r, 'effective_date')),
    field('expiration date', (r) => cuadDate(r.contract.answers.expirationDate), (r) => value(r, 'expiration_date')),
    field('renewal term', (r) => lengthInDays(r.contract.answers.renewalTerm), (r) => lengthInDays(value(r, 'renewal'))),
    field('notice to stop renewal', (r) => lengthInDays(r.contract.answers.noticePeriod), (r) => lengthInDays(value(r, 'notice_period'))),
  ];
}

export function scoreCuad(results: CuadResult[], types: ClauseType[]) {
  const done = results.filter((r) => r.analysis);
  const overlaps: number[] = [];
  const perType = types.map((type) => {
    let tp = 0, fp = 0, fn = 0;
    for (const { contract, analysis } of done) {
      const labelled = contract.spans[type];
      const found = analysis!.clauses.filter((c) => c.type === type);
      if (labelled && found.length) {
        tp++;
        if (labelled.length) overlaps.push(dice(covered(labelled), covered(found.map((c) => c.passage ?? c))));
      } else if (found.length) fp++;
      else if (labelled) fn++;
    }
    return { type, tp, fp, fn, ...rates(tp, fp, fn) };
  });
  const sum = perType.reduce((a, t) => ({ tp: a.tp + t.tp, fp: a.fp + t.fp, fn: a.fn + t.fn }), { tp: 0, fp: 0, fn: 0 });
  const withF1 = perType.map((t) => (Number.isNaN(t.f1) ? 0 : t.f1));
  const law = done.filter((r) => r.contract.answers.governingLaw.trim());
  const lawRight = law.filter((r) => sameGoverningLaw(r.contract.answers.governingLaw, r.analysis!.keyTerms.find((k) => k.type === 'governing_law')?.value));
  return {
    perType,
    micro: rates(sum.tp, sum.fp, sum.fn),
    macroF1: withF1.reduce((a, b) => a + b, 0) / types.length,
    spanOverlap: overlaps.reduce((a, b) => a + b, 0) / overlaps.length,
    governingLaw: { right: lawRight.length, total: law.length, misses: law.filter((r) => !lawRight.includes(r)) },
    keyTerms: keyTermScores(done),
    failures: results.filter((r) => r.error),
  };
}
