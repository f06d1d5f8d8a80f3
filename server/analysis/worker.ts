/**
 * The tasks of the analysis pool's child process (pool.ts, worker-entry.mjs): reading and analysing a
 * document is CPU-bound (pdfjs, mammoth, pattern matching over long texts), so it runs there and the
 * server's event loop stays free. Two tasks, run one after the other so the document's status can say
 * which is under way.
 */
import type { DocumentAnalysis, DocumentKind, PageSpan } from '../../common/schemas/documents';
import { loadStateLawBook } from '../content/state-law';
import { analyzeText } from './analyze';
import { ExtractionError, extractText } from './extract';

export interface ExtractTask {
  kind: DocumentKind;
  bytes: Uint8Array;
}

export type ExtractResult = { ok: true; text: string; pages: PageSpan[] } | { ok: false; reason: string };

export async function extract({ kind, bytes }: ExtractTask): Promise<ExtractResult> {
  try {
    return { ok: true, ...(await extractText(kind, bytes)) };
  } catch (err) {
    // a reason for the person; anything else is a fault of ours and fails the task
    if (err instanceof ExtractionError) return { ok: false, reason: err.message };
    throw err;
  }
}

export async function analyze({ text }: { text: string }): Promise<DocumentAnalysis> {
  return analyzeText(text, await loadStateLawBook());
}
