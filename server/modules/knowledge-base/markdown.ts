/**
 * The small slice of Markdown the knowledge base uses (docs/content-guide.md): front matter, level-2
 * sections, lists, bold/italic and the odd link. Pure functions; no rendering here, the client renders.
 */

/** The seven level-2 sections every article has, in this order (docs/content-guide.md). */
export const SECTION_HEADINGS = [
  'In short',
  'Key points',
  'How it works',
  'What you can do',
  'Deadlines and numbers to know',
  'When to talk to a lawyer',
  'Common misconceptions',
] as const;

export interface RawSection {
  heading: string;
  /** the section's Markdown without its heading line */
  markdown: string;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Splits `---\n<yaml>\n---\n<body>`; undefined when the file does not open with front matter. */
export function splitFrontMatter(text: string): { frontMatter: string; body: string } | undefined {
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(text.replace(/\r\n?/g, '\n'));
  return match ? { frontMatter: match[1]!, body: match[2]!.trim() } : undefined;
}

/** The body's level-2 sections, plus whatever text stands before the first one (should be none). */
export function splitSections(body: string): { preamble: string; sections: RawSection[] } {
  const sections: RawSection[] = [];
  const preamble: string[] = [];
  let current: { heading: string; lines: string[] } | undefined;
  const flush = () => {
    if (current) sections.push({ heading: current.heading, markdown: current.lines.join('\n').trim() });
  };
  for (const line of body.split('\n')) {
    const heading = /^## +(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      current = { heading: heading[1]!, lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else {
      preamble.push(line);
    }
  }
  flush();
  return { preamble: preamble.join('\n').trim(), sections };
}

/**
 * Plain text for search, snippets and the assistant's passages: Markdown markers removed, one line per
 * paragraph or list item. Control characters go too, because the highlighter uses two of them as markers.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
        .replace(/^\s*>\s?/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/(^|[^\w*])[*_]([^*_\n]+?)[*_](?=[^\w*]|$)/g, '$1$2')
        .replace(/`([^`]*)`/g, '$1')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
