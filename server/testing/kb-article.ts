import { SECTION_HEADINGS } from '../modules/knowledge-base/markdown';

/** The text of a valid knowledge-base article; tests override a field or the body to break one thing. */
export function article({ frontMatter = {}, body }: { frontMatter?: Record<string, string>; body?: string } = {}): string {
  const fields: Record<string, string> = {
    title: 'Security deposits',
    summary: 'What a landlord may keep from a deposit.',
    keywords: '[deposit, security deposit, move-out, deductions, wear and tear]',
    jurisdiction: '"United States (state law)"',
    sources: '["California Civil Code § 1950.5", "New York General Obligations Law § 7-108", "Texas Property Code § 92.103"]',
    related: '[housing/breaking-a-lease, courts/small-claims-court]',
    lastReviewed: '2026-11-22',
    ...frontMatter,
  };
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  const text = body ?? SECTION_HEADINGS.map((h) => `## ${h}\n\nSome words about ${h.toLowerCase()}.`).join('\n\n');
  return `---\n${yaml}\n---\n\n${text}\n`;
}
