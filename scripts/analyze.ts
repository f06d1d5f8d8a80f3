/**
 * `npm run --silent analyze -- <file> [--json]`: the document analysis pipeline on one file, without a
 * server: the same type check, text extraction and analysis an upload gets. Prints a readable report, or
 * with --json `{ documentType, keyTerms, clauses, areasToReview, summary }` with offsets into the extracted text.
 */
import { readFile } from 'node:fs/promises';
import { CLAUSE_LABELS } from '../common/schemas/documents';
import { analyzeText } from '../server/analysis/analyze';
import { detectKind } from '../server/analysis/detect';
import { ExtractionError, extractText } from '../server/analysis/extract';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run --silent analyze -- <file.pdf|file.docx|file.txt> [--json]');
  process.exit(2);
}

async function main(path: string): Promise<number> {
  const bytes = new Uint8Array(await readFile(path));
  const detected = await detectKind(bytes);
  if ('refused' in detected) {
    console.error(detected.refused);
    return 1;
  }
  const { text } = await extractText(detected.kind, bytes);
  const analysis = analyzeText(text);
  if (args.includes('--json')) {
    const clauses = analysis.clauses.map((c) => ({ type: c.type, start: c.start, end: c.end, text: text.slice(c.start, c.end), confidence: c.confidence }));
    const { documentType, keyTerms, areasToReview, summary } = analysis;
    console.log(JSON.stringify({ documentType, keyTerms, clauses, areasToReview, summary }, null, 2));
    return 0;
  }
  console.log(`${path}: ${analysis.documentType}, ${analysis.segments.length} sections, ${analysis.clauses.length} typed clauses\n`);
  console.log('Key terms');
  for (const t of analysis.keyTerms.filter((k) => k.type !== 'document_type')) console.log(`  ${t.type.replace(/_/g, ' ')}: ${t.value}`);
  console.log('\nAreas to review');
  if (!analysis.areasToReview.length) console.log('  none found');
  for (const a of analysis.areasToReview) console.log(`  [${a.severity}] ${a.title}: ${a.explanation}\n      What to ask for: ${a.suggestion}`);
  console.log(`\nSummary\n${analysis.summary.replace(/^/gm, '  ')}`);
  console.log('\nClauses');
  for (const c of analysis.clauses) {
    const opening = text.slice(c.start, c.end).replace(/\s+/g, ' ').slice(0, 90);
    console.log(`  ${CLAUSE_LABELS[c.type]} (${Math.round(c.confidence * 100)}%): ${opening}${c.end - c.start > 90 ? '…' : ''}`);
  }
  return 0;
}

main(file).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ExtractionError ? err.message : `Could not analyse ${file}: ${(err as Error).message}`);
    process.exit(1);
  },
);
