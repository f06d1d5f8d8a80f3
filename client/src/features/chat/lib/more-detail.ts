/**
 * An answer's folded parts: every `### More detail: <title>` heading starts one, which runs to the next
 * such heading or to the answer's closing notice (an italic line of its own), which stays unfolded.
 */
const HEADING = /^###\s+(More detail\b.*)$/gm;
const CLOSING = /\n\n(_[^\n]+_)\s*$/;

export interface FoldedPart {
  title: string;
  body: string;
}

export function splitMoreDetail(markdown: string): { main: string; details: FoldedPart[] } {
  const headings = [...markdown.matchAll(HEADING)];
  if (!headings.length) return { main: markdown, details: [] };
  let main = markdown.slice(0, headings[0]!.index).trimEnd();
  const details = headings.map((h, i) => ({ title: h[1]!.replace(/^More detail:\s*/, 'More detail: ').trim(), body: markdown.slice(h.index + h[0].length, headings[i + 1]?.index ?? markdown.length).trim() }));
  const last = details.at(-1)!;
  const closing = CLOSING.exec(last.body);
  if (closing) {
    last.body = last.body.slice(0, closing.index).trim();
    main = `${main}\n\n${closing[1]}`;
  }
  return { main, details };
}
