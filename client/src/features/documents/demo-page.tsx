import { FileText, Scale } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { SAMPLE_CONTRACT } from '@common/sample-contract';
import { DEMO_TEXT_MAX_BYTES } from '@common/schemas/demo';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-request';
import { useUser } from '@/features/auth';
import { useDemoAnalysis } from './api/demo';
import { AnalysisView } from './components/analysis-view';

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** /demo-context-analysis: anyone pastes a contract (or loads the sample) and sees the full analysis. Nothing is kept. */
export default function DemoPage() {
  const { user } = useUser();
  const [text, setText] = useState('');
  const analysis = useDemoAnalysis();
  const results = useRef<HTMLDivElement>(null);
  const ids = { text: useId(), hint: useId() };
  const bytes = new TextEncoder().encode(text).length;
  const tooLong = bytes > DEMO_TEXT_MAX_BYTES;

  const run = (value: string) =>
    analysis.mutate(value, { onSuccess: () => requestAnimationFrame(() => results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })) });

  return (
    <div className="min-h-screen">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link href="/" className="flex items-center gap-2 text-lg font-semibold">
            <Scale className="size-6 text-accent" aria-hidden />
            Counsel
          </Link>
          {user ? (
            <Link href="/documents/new" className="text-sm font-medium text-accent hover:underline">
              Upload a document
            </Link>
          ) : (
            <Link href="/auth?tab=register" className="inline-flex min-h-10 items-center rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover">
              Create a free account
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex max-w-3xl flex-col gap-2">
          <h1 className="text-3xl font-semibold">See how Counsel reads a contract</h1>
          <p className="text-lg text-muted">
            Paste the text of a lease, an NDA, a job offer or any agreement, or load our sample. Counsel finds the key terms, the clauses, and the areas to review before you sign. Nothing you paste here is stored.
          </p>
        </div>
        <form
          className="flex max-w-3xl flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            run(text);
          }}
        >
          <label htmlFor={ids.text} className="text-sm font-medium">
            Document text
          </label>
          <textarea
            id={ids.text}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={10}
            aria-describedby={ids.hint}
            aria-invalid={tooLong || undefined}
            placeholder="Paste the agreement here…"
            className={`rounded-md border bg-surface p-3 font-mono text-sm ${tooLong ? 'border-danger' : 'border-border'}`}
          />
          <p id={ids.hint} className={`text-sm ${tooLong ? 'text-danger' : 'text-muted'}`}>
            {tooLong ? `This is ${kb(bytes)}; the demo takes up to ${kb(DEMO_TEXT_MAX_BYTES)}. Paste a shorter part, or create an account to upload files up to 10 MB.` : `${kb(bytes)} of ${kb(DEMO_TEXT_MAX_BYTES)}. General information, not legal advice.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!text.trim() || tooLong} busy={analysis.isPending}>
              Analyze
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setText(SAMPLE_CONTRACT.text);
                run(SAMPLE_CONTRACT.text);
              }}
            >
              <FileText className="size-4" aria-hidden />
              Load the sample contract
            </Button>
          </div>
          {analysis.error && (
            <p role="alert" className="text-sm text-danger">
              {serverMessage(analysis.error)}
            </p>
          )}
        </form>
        {analysis.data && (
          <div ref={results} className="scroll-mt-4" aria-live="polite">
            <AnalysisView text={analysis.data.text} pages={analysis.data.pages} analysis={analysis.data.analysis} />
          </div>
        )}
      </main>
    </div>
  );
}
