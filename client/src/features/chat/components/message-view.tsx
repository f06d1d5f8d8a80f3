import { AlertTriangle, Copy, MapPin, RefreshCw, Scale } from 'lucide-react';
import { useState } from 'react';
import type { StateCode } from '@common/jurisdictions';
import type { CounselUIMessage } from '@common/schemas/chat';
import { toast } from '@/components/ui/toast-store';
import { answerForClipboard } from '../lib/citations';
import { asksForState, followUpsOf, sourcesOf, textOf } from '../lib/ui-messages';
import { AnswerMarkdown } from './answer-markdown';
import { JurisdictionSelect } from '@/components/jurisdiction-select';
import { SourceCards } from './source-cards';

/** a longer message of the user's shows its start, with a button for the rest */
const FOLD_CHARS = 1_200;

interface MessageViewProps {
  message: CounselUIMessage;
  /** this answer is still arriving */
  streaming: boolean;
  /** the reader stopped this answer in this session */
  stopped?: boolean;
  /** actions that start a new answer (follow-ups, regenerate) are offered */
  canAsk: boolean;
  /** the last answer of the conversation, which can be regenerated */
  isLast: boolean;
  onAsk: (question: string) => void;
  onRegenerate: () => void;
  /** the answer does not know the user's state and the rules differ: picking it answers again for that state */
  onPickState?: (state: StateCode) => void;
}

function UserMessage({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_CHARS;
  return (
    <div className="flex flex-col items-end gap-1">
      <p className="max-w-[85%] rounded-lg bg-accent-soft px-4 py-3 text-base whitespace-pre-wrap">{long && !open ? `${text.slice(0, FOLD_CHARS).trimEnd()}…` : text}</p>
      {long && (
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="min-h-9 px-2 text-sm text-accent underline">
          {open ? 'Show less' : `Show the whole message (${text.length.toLocaleString('en-US')} characters)`}
        </button>
      )}
    </div>
  );
}

export function MessageView({ message, streaming, stopped = false, canAsk, isLast, onAsk, onRegenerate, onPickState }: MessageViewProps) {
  const text = textOf(message);
  if (message.role === 'user') return <UserMessage text={text} />;

  // an answer that failed before its first word: the error and "Try again" below say all there is
  if (!text && !streaming) return null;
  const sources = sourcesOf(message);
  const followUps = followUpsOf(message);
  const { status, verified } = message.metadata ?? {};

  async function copy() {
    try {
      await navigator.clipboard.writeText(answerForClipboard(text, sources, window.location.origin));
      toast({ title: 'Copied', description: 'The answer and its sources are on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy', description: 'Your browser did not allow copying. Select the text and copy it instead.', variant: 'destructive' });
    }
  }

  return (
    <article aria-label="Counsel’s answer" className="flex gap-3">
      <Scale className="mt-1 size-6 shrink-0 text-accent max-sm:hidden" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        {text && <AnswerMarkdown text={text} messageId={message.id} />}
        {streaming && !text && <p className="text-muted">Looking through the knowledge base…</p>}
        {verified === false && (
          <p className="flex gap-2 rounded-md border border-warning bg-warning-soft p-3 text-sm">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            Unverified: this answer cites no source from the knowledge base. Check it against a guide or a lawyer before relying on it.
          </p>
        )}
        {(status === 'partial' || stopped) && !streaming && <p className="text-sm text-muted">Stopped before the end.</p>}
        {status === 'interrupted' && !streaming && <p className="text-sm text-muted">Cut off: Counsel restarted while writing this answer. Regenerate it for the whole answer.</p>}
        {!streaming && isLast && canAsk && onPickState && asksForState(message) && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-accent bg-accent-soft p-3">
            <MapPin className="size-5 shrink-0 text-accent" aria-hidden />
            <p className="text-sm font-medium">The rules differ by state. Pick yours and I will answer again with its rules.</p>
            <JurisdictionSelect value={null} onChange={(state) => state && onPickState(state)} />
          </div>
        )}
        <SourceCards messageId={message.id} sources={sources} />
        {!streaming && canAsk && followUps.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-muted">You could ask next</h3>
            <div className="flex flex-wrap gap-2">
              {followUps.map((question) => (
                <button key={question} type="button" onClick={() => onAsk(question)} className="rounded-full border border-border bg-surface px-3 py-1.5 text-left text-sm hover:border-accent hover:text-accent">
                  {question}
                </button>
              ))}
            </div>
          </div>
        )}
        {!streaming && text && (
          <div className="flex gap-1">
            <button type="button" onClick={copy} className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm text-muted hover:bg-surface-muted hover:text-text">
              <Copy className="size-4" aria-hidden />
              Copy
            </button>
            {isLast && canAsk && (
              <button type="button" onClick={onRegenerate} className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm text-muted hover:bg-surface-muted hover:text-text">
                <RefreshCw className="size-4" aria-hidden />
                Regenerate
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
