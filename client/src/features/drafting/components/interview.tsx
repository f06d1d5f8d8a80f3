import { ChevronLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { StateCode } from '@common/jurisdictions';
import type { Draft, TemplateDto } from '@common/schemas/drafting';
import { answerProblems } from '@common/templates/answers';
import type { Answers, AnswerValue, Question } from '@common/templates/definition';
import { useMyState } from '@/lib/my-state';
import { useCachedDraft, useGenerateDocument } from '../api/drafts';
import { problemPlaces, questionOf, startingAnswers, type ProblemPlace } from '../lib/interview';
import { useDraftAutosave } from '../lib/use-autosave';
import { DocumentPreview } from './document-preview';
import { questionBoxId } from './fields/field-frame';
import { GeneratedPanel } from './generated-panel';
import { InterviewProgress } from './interview-progress';
import { QuestionPageForm } from './question-page';
import { ReviewStep } from './review-step';
import { RewordDialog } from './reword-dialog';
import { SaveStatusNote } from './save-status';
import { StateNotices } from './state-notices';

const hasBlanks = (doc: Draft['preview']) =>
  doc.blocks.some((b) => (b.type === 'paragraph' ? b.lines.flat() : b.type === 'list' ? b.items.flat() : []).some((run) => run.blank));

type FocusTarget = { to: 'heading' } | { to: 'done' } | { to: 'answer'; key: string };

/**
 * A draft, one page of questions at a time, then Review: answers save as they are typed, the preview
 * beside them (below on a phone) follows each save, Next waits until the page's answers are right, and
 * Review makes the document.
 */
export function Interview({ template, draft: loaded }: { template: TemplateDto; draft: Draft }) {
  const { data: draft = loaded } = useCachedDraft(loaded.id);
  const pages = template.pages;
  const [myState, saveMyState] = useMyState();
  const { status, error: saveError, save, flush } = useDraftAutosave(loaded.id);
  const [start] = useState(() => startingAnswers(template, loaded.answers, myState));
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const latest = useRef(start.answers);
  const [step, setStep] = useState(() => Math.min(loaded.page, pages.length));
  // pages where Next was tried: every problem shows there; elsewhere only those of questions left
  const [tried, setTried] = useState<ReadonlySet<number>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [made, setMade] = useState<{ documentId: number; updated: boolean } | null>(null);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const [rewording, setRewording] = useState<{ id: string; heading: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const generate = useGenerateDocument(loaded.id);
  const onReview = step === pages.length;
  const page = pages[step];

  // the state filled in from the person's saved state is saved with the draft
  useEffect(() => {
    if (start.filled) save({ answers: start.answers });
  }, [start, save]);

  useEffect(() => {
    if (!focus) return;
    if (focus.to === 'heading') heading.current?.focus();
    else if (focus.to === 'done') doneHeading.current?.focus();
    else {
      const box = document.getElementById(questionBoxId(focus.key));
      (box?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box?.querySelector<HTMLElement>('input, select, textarea'))?.focus();
    }
  }, [focus]);

  const complete = useMemo(() => (page ? answerProblems([page], answers, true) : {}), [page, answers]);
  const errors = useMemo(() => {
    if (!page) return {};
    if (tried.has(step)) return complete;
    const given = answerProblems([page], answers, false);
    return Object.fromEntries(Object.entries(given).filter(([key]) => left.has(questionOf(key))));
  }, [page, step, tried, complete, answers, left]);
  const remaining = useMemo(() => (onReview ? problemPlaces(pages, answerProblems(pages, answers, true)) : []), [onReview, pages, answers]);

  function change(question: Question, value: AnswerValue) {
    const next = { ...latest.current, [question.id]: value };
    latest.current = next;
    setAnswers(next);
    save({ answers: next });
    if (question.id === template.stateQuestion && typeof value === 'string' && value) saveMyState(value as StateCode);
  }

  function goTo(to: number, target: FocusTarget = { to: 'heading' }) {
    setStep(to);
    setMade(null);
    generate.reset();
    // Review is saved as the page after the last, so a draft left there resumes there
    save({ page: to }, { now: true });
    setFocus(target);
  }

  function next() {
    const first = Object.keys(complete)[0];
    if (first !== undefined) {
      setTried(new Set(tried).add(step));
      setFocus({ to: 'answer', key: first });
      return;
    }
    goTo(step + 1);
  }

  function fix(problem: ProblemPlace) {
    setTried(new Set(tried).add(problem.page));
    goTo(problem.page, { to: 'answer', key: problem.key });
  }

  async function create() {
    const updated = draft.documentId !== null;
    if (!(await flush())) return;
    generate.mutate(undefined, {
      onSuccess: ({ documentId }) => {
        setMade({ documentId, updated });
        setFocus({ to: 'done' });
      },
    });
  }

  const stepTitle = onReview ? 'Review' : (page?.title ?? '');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link href="/documents/generate" className="inline-flex items-center gap-1 self-start text-sm font-medium text-accent hover:underline">
          <ChevronLeft className="size-4" aria-hidden />
          All templates
        </Link>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="min-w-0 text-2xl font-semibold break-words sm:text-3xl">{draft.title}</h1>
          <SaveStatusNote status={status} error={saveError} retry={() => void flush()} />
        </div>
        {draft.title !== template.title && <p className="text-muted">{template.title}</p>}
        <InterviewProgress step={step} total={pages.length + 1} title={stepTitle} />
        {/* on a narrow screen the preview is below the questions */}
        <button type="button" onClick={() => previewHeading.current?.focus()} className="self-start text-sm font-medium text-accent underline underline-offset-2 xl:hidden">
          See the preview
        </button>
      </header>

      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <section aria-labelledby="step-heading" className="flex min-w-0 flex-col gap-5">
          {made ? (
            <GeneratedPanel ref={doneHeading} draftId={draft.id} documentId={made.documentId} title={draft.title} updated={made.updated} onEdit={() => goTo(0)} />
          ) : (
            <>
              <div className="flex flex-col gap-1.5">
                <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
                  {stepTitle}
                </h2>
                {onReview ? (
                  <p className="text-muted">Check what is left, name the document, and make it.</p>
                ) : (
                  page?.intro && <p className="text-muted">{page.intro}</p>
                )}
              </div>
              {onReview && <StateNotices notices={draft.notices} state={draft.state} />}
              {onReview || !page ? (
                <ReviewStep
                  draft={draft}
                  problems={remaining}
                  pageTitles={pages.map((p) => p.title)}
                  save={save}
                  onGoTo={fix}
                  onBack={() => goTo(pages.length - 1)}
                  onCreate={() => void create()}
                  creating={generate.isPending}
                  error={generate.error}
                />
              ) : (
                <QuestionPageForm
                  key={step}
                  page={page}
                  answers={answers}
                  errors={errors}
                  blocking={tried.has(step) ? Object.keys(complete).length : 0}
                  onChange={change}
                  onLeave={(q) => !left.has(q.id) && setLeft(new Set(left).add(q.id))}
                  onBack={step > 0 ? () => goTo(step - 1) : undefined}
                  onNext={next}
                  // what the chosen state asks shows where the state is chosen (and again at Review)
                  notices={page.questions.some((q) => q.id === template.stateQuestion) && <StateNotices notices={draft.notices} state={draft.state} />}
                />
              )}
            </>
          )}
        </section>

        <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-2 xl:sticky xl:top-6">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h2 id="preview-heading" ref={previewHeading} tabIndex={-1} className="font-semibold">
              Preview
            </h2>
            {hasBlanks(draft.preview) && (
              <p className="text-sm text-muted">
                <mark className="rounded-sm bg-amber-100 px-1 text-amber-950">Highlighted</mark> parts are still to answer.
              </p>
            )}
          </div>
          <DocumentPreview
            document={draft.preview}
            className="xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto"
            sections={{ offered: (id) => draft.aiRewrite || draft.alternatives.includes(id), reworded: new Set(draft.reworded), onReword: (section) => void flush().then(() => setRewording(section)) }}
          />
          {rewording && (
            <RewordDialog
              // opened once the answers typed so far are saved, so the wordings shown use them
              key={rewording.id}
              draftId={draft.id}
              section={rewording}
              ai={draft.aiRewrite}
              reworded={draft.reworded.includes(rewording.id)}
              onClose={() => setRewording(null)}
            />
          )}
        </section>
      </div>
    </div>
  );
}
