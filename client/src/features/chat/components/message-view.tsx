import { AlertTriangle, Copy, RefreshCw, Scale } from 'lucide-react';
import type { CounselUIMessage } from '@common/schemas/chat';
import { toast } from '@/components/ui/toast-store';
import { answerForClipboard } from '../lib/citations';
import { followUpsOf, sourcesOf, textOf } from '../lib/ui-messages';
import { AnswerMarkdown } from './answer-markdown';
import { SourceCards } from './source-cards';

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
}

export function MessageView({ message, streaming, stopped = false, canAsk, isLast, onAsk, onRegenerate }: MessageViewProps) {
  const text = textOf(message);
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-lg bg-accent-soft px-4 py-3 text-base whitespace-pre-wrap">{text}</p>
      </div>
    );
  }

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
