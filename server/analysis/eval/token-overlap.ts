/**
 * How closely an extracted text matches a reference text, word for word, ignoring layout: both are cut
 * into lower-cased word tokens (runs of letters and digits, after NFC), counted as multisets. Precision is
 * the share of extracted tokens the reference has, recall the share of reference tokens the extraction
 * has (a token counts at most as often as the other side has it), F1 their harmonic mean. Pure.
 */

export interface Overlap {
  /** tokens in the extraction and in the reference */
  extracted: number;
  reference: number;
  /** tokens both have, each counted min(extracted, reference) times */
  common: number;
  precision: number;
  recall: number;
  f1: number;
}

export const tokens = (text: string): string[] => text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function counts(words: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of words) out.set(w, (out.get(w) ?? 0) + 1);
  return out;
}

export function tokenOverlap(extracted: string, reference: string): Overlap {
  const a = counts(tokens(extracted));
  const b = counts(tokens(reference));
  let common = 0;
  let nA = 0;
  let nB = 0;
  for (const [word, n] of a) {
    nA += n;
    common += Math.min(n, b.get(word) ?? 0);
  }
  for (const n of b.values()) nB += n;
  // two empty texts agree; one empty text against a full one shares nothing
  const precision = nA ? common / nA : nB ? 0 : 1;
  const recall = nB ? common / nB : nA ? 0 : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { extracted: nA, reference: nB, common, precision, recall, f1 };
}
