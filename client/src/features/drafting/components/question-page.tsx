import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { conditionHolds } from '@common/templates/answers';
import type { Answers, AnswerValue, Question, QuestionPage } from '@common/templates/definition';
import { Button } from '@/components/ui/button';
import { QuestionField } from './question-field';

interface QuestionPageProps {
  page: QuestionPage;
  answers: Answers;
  errors: Record<string, string>;
  /** how many answers on this page stop Next, once Next was tried */
  blocking: number;
  onChange: (question: Question, value: AnswerValue) => void;
  /** the person left a question (its errors may show from then on) */
  onLeave: (question: Question) => void;
  onBack?: () => void;
  onNext: () => void;
  /** shown after the questions, before Back and Next */
  notices?: ReactNode;
}

/** One page of the interview: its questions (those whose conditions hold), then Back and Next. */
export function QuestionPageForm({ page, answers, errors, blocking, onChange, onLeave, onBack, onNext, notices }: QuestionPageProps) {
  const asked = page.questions.filter((q) => conditionHolds(q.when, answers));
  function submit(event: FormEvent) {
    event.preventDefault();
    onNext();
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {asked.map((q) => (
        <div
          key={q.id}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave(q);
          }}
        >
          <QuestionField question={q} path={q.id} value={answers[q.id]} onChange={(value) => onChange(q, value)} errors={errors} />
        </div>
      ))}
      {notices}
      <div className="flex flex-col gap-3 border-t border-border pt-5">
        {blocking > 0 && (
          <p className="text-sm font-medium text-danger">
            {blocking === 1 ? 'One answer on this page needs attention' : `${blocking} answers on this page need attention`} before you go on.
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-3">
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              <ArrowLeft className="size-4" aria-hidden />
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit">
            Next
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
    </form>
  );
}
