import { AlertTriangle, ArrowLeft, CheckCircle2, FileCheck2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { Draft } from '@common/schemas/drafting';
import { MatterChoice } from '@/components/matter-choice';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { UpgradePrompt, useUsage } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import type { DraftChanges } from '../api/drafts';
import type { ProblemPlace } from '../lib/interview';

const TITLE_MAX = 200;

interface ReviewStepProps {
  draft: Draft;
  problems: ProblemPlace[];
  pageTitles: string[];
  save: (changes: DraftChanges, options?: { now?: boolean }) => void;
  onGoTo: (problem: ProblemPlace) => void;
  onBack: () => void;
  onCreate: () => void;
  creating: boolean;
  error: Error | null;
}

/**
 * The last step: what still needs an answer (each a way back to its question), the document's name and
 * matter, and the button that makes it — or updates the one this draft made before.
 */
/** On a plan with a monthly limit, that making the document counts as one of its uploads (an update does not). */
function UploadCountNote({ update }: { update: boolean }) {
  const { data } = useUsage();
  const { used, limit } = data?.uploads ?? { used: 0, limit: null };
  if (update || limit === null) return null;
  return (
    <p className="text-sm text-muted">
      Creating the document counts as one of your {limit} document uploads this month ({used} used so far). Changing your answers and updating it later does not.
    </p>
  );
}

export function ReviewStep({ draft, problems, pageTitles, save, onGoTo, onBack, onCreate, creating, error }: ReviewStepProps) {
  const [title, setTitle] = useState(draft.title);
  const titleError = !title.trim() ? 'Give the document a name.' : title.trim().length > TITLE_MAX ? `Keep the name under ${TITLE_MAX} characters.` : undefined;
  const update = draft.documentId !== null;
  const [matter, setMatter] = useState(draft.matterId === null ? '' : String(draft.matterId));
  const chooseMatter = useCallback(
    (value: string) => {
      setMatter(value);
      save({ matterId: value ? Number(value) : null }, { now: true });
    },
    [save],
  );
  const limit = error instanceof ApiError && error.status === 402 ? serverMessage(error) : undefined;

  return (
    <div className="flex flex-col gap-6">
      {problems.length > 0 ? (
        <section aria-labelledby="review-problems" className="flex flex-col gap-3 rounded-lg border border-warning bg-warning-soft p-4">
          <h3 id="review-problems" className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-5 shrink-0 text-warning" aria-hidden />
            {problems.length === 1 ? 'One answer still needs attention' : `${problems.length} answers still need attention`}
          </h3>
          <ul className="flex flex-col gap-2">
            {problems.map((p) => (
              <li key={p.key}>
                <button type="button" onClick={() => onGoTo(p)} className="text-left text-accent underline underline-offset-2 hover:no-underline">
                  {pageTitles[p.page]}: {p.label}
                </button>
                <span className="text-sm text-muted"> — {p.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="flex items-start gap-2 rounded-lg border border-success/40 bg-success-soft p-4">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          Every question is answered. Read the preview through once, then {update ? 'update the document' : 'create the document'}.
        </p>
      )}

      <Field
        label="Document name"
        hint="How it is listed in Documents, and the name of the file you download."
        value={title}
        maxLength={TITLE_MAX + 20}
        onChange={(e) => {
          setTitle(e.target.value);
          const next = e.target.value.trim();
          if (next && next.length <= TITLE_MAX) save({ title: next });
        }}
        error={titleError}
      />
      {update ? (
        <p className="text-sm text-muted">
          This draft already made{' '}
          <Link href={`/documents/${draft.documentId}`} className="text-accent underline underline-offset-2">
            a document in Documents
          </Link>
          . Updating it replaces that document’s file with these answers, and Counsel reads it again.
        </p>
      ) : (
        <MatterChoice label="File it in a matter (optional)" noneLabel="Not in a matter" value={matter} onChange={chooseMatter} />
      )}

      <UploadCountNote update={draft.documentId !== null} />
      <p className="text-sm text-muted">
        Counsel gives general information, not legal advice. Read the whole document before you sign or send it, and see a lawyer if your situation is unusual or a lot is at stake.
      </p>

      {limit && <UpgradePrompt message={limit} />}
      {error && !limit && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {serverMessage(error)}
        </p>
      )}

      <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-5">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Button>
        <Button onClick={onCreate} busy={creating} disabled={problems.length > 0 || !!titleError} aria-describedby={problems.length ? 'review-problems' : undefined}>
          <FileCheck2 className="size-4" aria-hidden />
          {creating ? (update ? 'Updating…' : 'Creating…') : update ? 'Update the document' : 'Create document'}
        </Button>
      </div>
    </div>
  );
}
