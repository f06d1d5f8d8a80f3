/**
 * What a person types in an amount or number box, as the answer to store: a number when it reads as one
 * ("1,500.00" → 1500), null when empty, and otherwise the text itself, so the shared checks say what is
 * wrong with it instead of the box silently dropping it.
 */
export function parseAmount(text: string): number | string | null {
  const bare = text.replace(/[\s$,]/g, '');
  if (bare === '') return null;
  return /^(\d+(\.\d*)?|\.\d+)$/.test(bare) ? Number(bare) : text;
}

export function parseNumber(text: string): number | string | null {
  const bare = text.replace(/[\s,]/g, '');
  if (bare === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(bare) ? Number(bare) : text;
}

/** An amount as the box shows it once typed: 1500 → "1,500", 1500.5 → "1,500.50". */
export function formatAmount(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const cents = Math.round(value * 100) !== Math.round(value) * 100;
  return value.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 20 });
}

export function formatNumber(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
