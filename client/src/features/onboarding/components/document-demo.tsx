import { FileSearch, FileText, UploadCloud } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SAMPLE_CONTRACT } from '@common/sample-contract';
import type { DemoAnalysis } from '@common/schemas/demo';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { AreasToReview, KeyTerms, analyseDemoText } from '@/features/documents';
import { serverMessage } from '@/lib/api-request';

/** how long the analyzing state shows at least (spec: document analysis 3000 ms) */
export const DEMO_ANALYSIS_MS = 3000;
const TICK_MS = 100;

type Outcome = { analysis: DemoAnalysis } | { error: string };

/**
 * upload → analyzing (3 s) → results → upload. The results are the real analyzer's, run on the
 * bundled sample contract by the public demo endpoint while the progress bar fills.
 */
export function DocumentDemo({ analyse = analyseDemoText }: { analyse?: (text: string) => Promise<DemoAnalysis> }) {
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    if (!running) return;
    let live = true;
    analyse(SAMPLE_CONTRACT.text).then(
      (analysis) => live && setOutcome({ analysis }),
      (err: Error) => live && setOutcome({ error: serverMessage(err) }),
    );
    const tick = setInterval(() => setElapsed((ms) => Math.min(ms + TICK_MS, DEMO_ANALYSIS_MS)), TICK_MS);
    const done = setTimeout(() => clearInterval(tick), DEMO_ANALYSIS_MS);
    return () => {
      live = false;
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [running, analyse]);

  const start = () => {
    setElapsed(0);
    setOutcome(undefined);
    setRunning(true);
  };

  if (!running) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border bg-surface-muted p-8 text-center">
        <UploadCloud className="size-10 text-accent" aria-hidden />
        <p className="font-medium">Upload a lease, contract or letter</p>
        <p className="text-sm text-muted">PDF, DOCX, TXT — max 10MB</p>
        <Button onClick={start}>Try Demo with Sample Contract</Button>
      </div>
    );
  }

  // the results once both the 3 s have passed and the analysis has come back
  if (elapsed < DEMO_ANALYSIS_MS || !outcome) {
    const percent = Math.round((elapsed / DEMO_ANALYSIS_MS) * 100);
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-border bg-surface-muted p-8 text-center" role="status">
        <FileSearch className="size-10 animate-pulse text-accent" aria-hidden />
        <p className="font-medium">Analyzing {SAMPLE_CONTRACT.fileName}…</p>
        <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-border" role="progressbar" aria-label="Analysis progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-muted">Reading the clauses, finding key terms and checking for risky language</p>
      </div>
    );
  }

  const again = (
    <Button variant="secondary" onClick={() => setRunning(false)} className="self-start">
      Try Another Document
    </Button>
  );
  if ('error' in outcome) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-danger">
          The demo could not analyse the sample contract. {outcome.error}
        </p>
        {again}
      </div>
    );
  }
  const { analysis } = outcome.analysis;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 font-medium">
        <FileText className="size-5 text-accent" aria-hidden />
        {SAMPLE_CONTRACT.fileName}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="rounded-lg border border-border bg-surface p-4">
          <KeyTerms analysis={analysis} />
        </div>
        <div className="rounded-lg border border-border bg-surface p-4">
          <AreasToReview analysis={analysis} />
        </div>
      </div>
      <section className="rounded-lg border border-border bg-accent-soft p-4">
        <h3 className="mb-1 font-semibold">AI summary</h3>
        <Markdown>{analysis.summary}</Markdown>
      </section>
      <div className="flex flex-wrap items-center gap-4">
        {again}
        <Link href="/demo-context-analysis" className="text-sm font-medium text-accent hover:underline">
          See the whole analysis beside the contract
        </Link>
      </div>
    </div>
  );
}
