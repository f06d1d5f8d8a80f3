import { FileSearch, FileText, UploadCloud } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DEMO_ANALYSIS_MS, SAMPLE_ANALYSIS } from '../sample-analysis';
import { SeverityBadge } from './severity-badge';

type Phase = 'upload' | 'analyzing' | 'results';
const TICK_MS = 100;

/** upload → analyzing (3 s) → results → upload, on the bundled sample contract. */
export function DocumentDemo() {
  const [phase, setPhase] = useState<Phase>('upload');
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (phase !== 'analyzing') return;
    const tick = setInterval(() => setElapsed((ms) => Math.min(ms + TICK_MS, DEMO_ANALYSIS_MS)), TICK_MS);
    const done = setTimeout(() => setPhase('results'), DEMO_ANALYSIS_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [phase]);

  const start = () => {
    setElapsed(0);
    setPhase('analyzing');
  };

  if (phase === 'upload') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border bg-surface-muted p-8 text-center">
        <UploadCloud className="size-10 text-accent" aria-hidden />
        <p className="font-medium">Upload a lease, contract or letter</p>
        <p className="text-sm text-muted">PDF, DOCX, TXT — max 10MB</p>
        <Button onClick={start}>Try Demo with Sample Contract</Button>
      </div>
    );
  }

  if (phase === 'analyzing') {
    const percent = Math.round((elapsed / DEMO_ANALYSIS_MS) * 100);
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-border bg-surface-muted p-8 text-center" role="status">
        <FileSearch className="size-10 animate-pulse text-accent" aria-hidden />
        <p className="font-medium">Analyzing {SAMPLE_ANALYSIS.fileName}…</p>
        <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-border" role="progressbar" aria-label="Analysis progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-muted">Reading the clauses, finding key terms and checking for risky language</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 font-medium">
        <FileText className="size-5 text-accent" aria-hidden />
        {SAMPLE_ANALYSIS.fileName}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-lg border border-border bg-surface p-4">
          <h3 className="mb-2 font-semibold">Key terms</h3>
          <dl className="flex flex-col gap-2 text-sm">
            {SAMPLE_ANALYSIS.keyTerms.map((term) => (
              <div key={term.label}>
                <dt className="text-muted">{term.label}</dt>
                <dd>{term.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="rounded-lg border border-border bg-surface p-4">
          <h3 className="mb-2 font-semibold">Areas to review</h3>
          <ul className="flex flex-col gap-3 text-sm">
            {SAMPLE_ANALYSIS.areasToReview.map((area) => (
              <li key={area.title} className="flex flex-col gap-1">
                <span className="flex items-center gap-2 font-medium">
                  <SeverityBadge severity={area.severity} />
                  {area.title}
                </span>
                <span className="text-muted">{area.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="rounded-lg border border-border bg-accent-soft p-4">
        <h3 className="mb-1 font-semibold">AI summary</h3>
        <p className="text-sm leading-relaxed">{SAMPLE_ANALYSIS.summary}</p>
      </section>
      <Button variant="secondary" onClick={() => setPhase('upload')} className="self-start">
        Try Another Document
      </Button>
    </div>
  );
}
