import { BookOpen, ChevronLeft, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { TemplateDto } from '@common/schemas/drafting';
import { MatterChoice, useMatterChoices } from '@/components/matter-choice';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useMyState } from '@/lib/my-state';
import { useCreateDraft } from '../api/drafts';
import { useTemplate } from '../api/templates';

function GuidePart({ title, tone = 'plain', children }: { title: string; tone?: 'plain' | 'lawyer'; children: ReactNode }) {
  return (
    <section className={`flex flex-col gap-1.5 rounded-lg border p-4 ${tone === 'lawyer' ? 'border-warning/50 bg-warning-soft' : 'border-border bg-surface'}`}>
      <h2 className="font-semibold">{title}</h2>
      <p className="leading-relaxed">{children}</p>
    </section>
  );
}

/** A template's guide (when it fits, when it does not, when to see a lawyer) and Start, which makes a draft. */
export function TemplateGuide({ templateId, matter: linkedMatter }: { templateId: string; matter: string }) {
  const { data: template, isLoading, error } = useTemplate(templateId);
  if (isLoading) return <FullScreenSpinner fullScreen={false} />;
  if (!template) {
    const missing = (error instanceof ApiError && (error.status === 404 || error.status === 400)) || !error;
    return (
      <div className="flex flex-col items-start gap-3">
        <p className={missing ? 'text-muted' : 'text-danger'}>{missing ? 'There is no template with that name.' : 'We couldn’t load this template. Please refresh the page.'}</p>
        <Link href="/documents/generate" className="font-medium text-accent hover:underline">
          See all templates
        </Link>
      </div>
    );
  }
  return <Guide template={template} linkedMatter={linkedMatter} />;
}

function Guide({ template, linkedMatter }: { template: TemplateDto; linkedMatter: string }) {
  const [, navigate] = useLocation();
  const [myState] = useMyState();
  const [matter, setMatter] = useState(linkedMatter);
  const { matters } = useMatterChoices(matter);
  // a matter named by the link is checked first: a draft is never filed in one the list does not show
  const checked = matter === '' || matters.some((m) => String(m.id) === matter);
  const create = useCreateDraft();

  function start() {
    const answers = template.stateQuestion && myState ? { [template.stateQuestion]: myState } : undefined;
    create.mutate(
      { templateId: template.id, ...(answers ? { answers } : {}), ...(matter ? { matterId: Number(matter) } : {}) },
      { onSuccess: (draft) => navigate(`/documents/generate?draft=${draft.id}`, { replace: true }) },
    );
  }

  const questions = template.pages.reduce((n, p) => n + p.questions.length, 0);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link href="/documents/generate" className="inline-flex items-center gap-1 self-start text-sm font-medium text-accent hover:underline">
          <ChevronLeft className="size-4" aria-hidden />
          All templates
        </Link>
        <p className="text-sm text-muted">{template.areaName}</p>
        <h1 className="text-3xl font-semibold">{template.title}</h1>
        <p className="text-lg text-muted">{template.summary}</p>
      </header>
      <div className="flex flex-col gap-3">
        <GuidePart title="When it fits">{template.guide.fits}</GuidePart>
        <GuidePart title="When it does not">{template.guide.notFor}</GuidePart>
        <GuidePart title="When to see a lawyer" tone="lawyer">
          {template.guide.lawyer}
        </GuidePart>
      </div>
      {template.related.length > 0 && (
        <section aria-labelledby="related-heading" className="flex flex-col gap-2">
          <h2 id="related-heading" className="font-semibold">
            Read first
          </h2>
          <ul className="flex flex-col gap-1.5">
            {template.related.map((r) => (
              <li key={r.id}>
                <Link href={`/knowledge-base/${r.id}`} className="inline-flex items-center gap-2 text-accent hover:underline">
                  <BookOpen className="size-4 shrink-0" aria-hidden />
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="start-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
        <h2 id="start-heading" className="font-semibold">
          Start drafting
        </h2>
        <p className="text-muted">
          {template.pages.length} {template.pages.length === 1 ? 'page' : 'pages'} of questions ({questions} in all, some only if they apply). Your answers save as you go, so you can stop and
          come back from Documents.
        </p>
        <MatterChoice label="File it in a matter (optional)" noneLabel="Not in a matter" value={matter} onChange={setMatter} />
        {create.error && (
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
            {serverMessage(create.error)}
          </p>
        )}
        <Button className="self-start" onClick={start} busy={create.isPending} disabled={!checked}>
          <Play className="size-4" aria-hidden />
          Start
        </Button>
      </section>
    </div>
  );
}
