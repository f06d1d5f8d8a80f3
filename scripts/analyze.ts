/**
 * `npm run --silent analyze -- <file> [--json]`: the document analysis pipeline on one file, without a
 * server: the same type check, text extraction and analysis an upload gets. Prints a readable report, or
 * with --json `{ documentType, keyTerms, clauses, areasToReview, summary, text }`: `text` is the extracted
 * text, and every `start`/`end` (of a key term, a clause, an area to review that has them) is an offset
 * into it, so `text.slice(start, end)` is what was found; each clause also carries its own `text`.
 *
 * A refusal prints one line on stderr, nothing on stdout, and exits with a code that says which kind:
 *   0  analysed
 *   1  the file cannot be read (missing, a directory, no permission)
 *   2  usage: no file, more than one, or an unknown option
 *   3  not a PDF, DOCX or TXT file
 *   4  no text to analyse: an empty file, a password-protected, scanned or damaged PDF, a damaged Word
 *      file, a document too long, or any other failure to extract its text
 *  70  a bug in the analysis: its stack trace is printed
 * Output is written whole and the process ends once it has drained: never process.exit(), which cuts
 * off what a pipe (`| jq`) has not yet read.
 */
import { readFile } from 'node:fs/promises';
import { CLAUSE_LABELS, type DocumentAnalysis } from '../common/schemas/documents';
import { analyzeText } from '../server/analysis/analyze';
import { loadStateLawBook } from '../server/content/state-law';
import { detectKind } from '../server/analysis/detect';
import { ExtractionError, extractText } from '../server/analysis/extract';

const USAGE = 'Usage: npm run --silent analyze -- <file.pdf|file.docx|file.txt> [--json]';
const EXIT = { unreadable: 1, usage: 2, unsupported: 3, noText: 4, bug: 70 } as const;
const READ_ERRORS: Record<string, string> = { ENOENT: 'no such file', EISDIR: 'it is a directory', EACCES: 'permission denied' };

class Refusal extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

function parseArgs(args: string[]): { file: string; json: boolean } {
  const unknown = args.find((a) => a.startsWith('-') && a !== '--json');
  if (unknown) throw new Refusal(EXIT.usage, `Unknown option ${unknown}. ${USAGE}`);
  const files = args.filter((a) => a !== '--json');
  if (files.length !== 1) throw new Refusal(EXIT.usage, files.length ? `One file at a time. ${USAGE}` : USAGE);
  return { file: files[0]!, json: args.includes('--json') };
}

async function read(file: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    throw new Refusal(EXIT.unreadable, `Cannot read ${file}: ${READ_ERRORS[code ?? ''] ?? message}.`);
  }
}

async function analyze(args: string[]): Promise<string> {
  const { file, json } = parseArgs(args);
  const bytes = await read(file);
  if (!bytes.length) throw new Refusal(EXIT.noText, `${file}: the file is empty.`);
  const detected = await detectKind(bytes);
  if ('refused' in detected) throw new Refusal(EXIT.unsupported, `${file}: ${detected.refused}`);
  const { text } = await extractText(detected.kind, bytes).catch((err: unknown) => {
    // an ExtractionError's message is written for people; anything else the parser threw is still this file's fault
    const reason = err instanceof ExtractionError ? err.message : `The text could not be extracted: ${(err as Error).message}`;
    throw new Refusal(EXIT.noText, `${file}: ${reason}`);
  });
  const analysis = analyzeText(text, await loadStateLawBook());
  if (!json) return report(file, analysis, text);
  const { documentType, keyTerms, areasToReview, summary } = analysis;
  const clauses = analysis.clauses.map((c) => ({ type: c.type, start: c.start, end: c.end, text: text.slice(c.start, c.end), confidence: c.confidence }));
  return `${JSON.stringify({ documentType, keyTerms, clauses, areasToReview, summary, text }, null, 2)}\n`;
}

function report(file: string, analysis: DocumentAnalysis, text: string): string {
  const lines = [`${file}: ${analysis.documentType}, ${analysis.segments.length} sections, ${analysis.clauses.length} typed clauses`, '', 'Key terms'];
  for (const t of analysis.keyTerms.filter((k) => k.type !== 'document_type')) lines.push(`  ${t.type.replace(/_/g, ' ')}: ${t.value}`);
  lines.push('', 'Areas to review');
  if (!analysis.areasToReview.length) lines.push('  none found');
  for (const a of analysis.areasToReview) lines.push(`  [${a.severity}] ${a.title}: ${a.explanation}`, `      What to ask for: ${a.suggestion}`);
  lines.push('', 'Summary', analysis.summary.replace(/^/gm, '  '), '', 'Clauses');
  for (const c of analysis.clauses) {
    const opening = text.slice(c.start, c.end).replace(/\s+/g, ' ').slice(0, 90);
    lines.push(`  ${CLAUSE_LABELS[c.type]} (${Math.round(c.confidence * 100)}%): ${opening}${c.end - c.start > 90 ? '…' : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

// a reader that stops early (`| head`) is not a failure of the analysis
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
});

analyze(process.argv.slice(2)).then(
  (out) => process.stdout.write(out),
  (err: unknown) => {
    // a refusal is one line; anything else is a bug, whose stack is worth reading
    console.error(err instanceof Refusal ? err.message : err);
    process.exitCode = err instanceof Refusal ? err.exitCode : EXIT.bug;
  },
);
