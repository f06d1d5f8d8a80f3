import { ArrowUp, Square } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { QUESTION_MAX_LENGTH, QUESTION_TOO_LONG } from '@common/schemas/chat';

/** from this many characters, the count shows */
const COUNT_FROM = QUESTION_MAX_LENGTH - 2_000;
const number = (n: number) => n.toLocaleString('en-US');

interface ComposerProps {
  /**
   * Sends the message. A promise keeps the text in the box until it settles, and keeps it there if it
   * fails, so nothing typed is lost when the server refuses it.
   */
  onSend: (text: string) => void | Promise<unknown>;
  /** an answer is streaming: Stop replaces Send */
  streaming?: boolean;
  onStop?: () => void;
  /** sending is not possible right now (a request is on its way) */
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** a message that was not sent after all, put back in the box; `key` changes each time */
  restore?: { text: string; key: number };
}

/** The message box: Enter sends, Shift+Enter starts a new line; up to QUESTION_MAX_LENGTH characters. */
export function Composer({ onSend, streaming = false, onStop, disabled = false, placeholder = 'Describe your situation or ask a question…', autoFocus = false, restore }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const left = QUESTION_MAX_LENGTH - text.length;

  // a message handed back is put in the box once, when it arrives
  const [restored, setRestored] = useState(restore?.key);
  if (restore && restore.key !== restored) {
    setRestored(restore.key);
    setText(restore.text);
  }

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (streaming || disabled || sending) return;
    const message = text.trim();
    if (!message) return refuse('Type a question first.');
    if (message.length > QUESTION_MAX_LENGTH) return refuse(`Your message is ${number(message.length)} characters. ${QUESTION_TOO_LONG}`);
    setError(undefined);
    const sent = onSend(message);
    if (!(sent instanceof Promise)) return setText('');
    setSending(true);
    try {
      await sent;
      setText('');
    } catch {
      // the text stays for another try; the caller shows why it was not sent
    } finally {
      setSending(false);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData('text');
    const box = event.currentTarget;
    const after = text.length - (box.selectionEnd - box.selectionStart) + pasted.length;
    if (after <= QUESTION_MAX_LENGTH) return;
    event.preventDefault();
    refuse(`That would make your message ${number(after)} characters, so it was not pasted. ${QUESTION_TOO_LONG}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character belongs to the input method
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        Your question
      </label>
      <div className="flex items-end gap-2 rounded-lg border border-border bg-surface p-2 focus-within:border-accent focus-within:ring-2 focus-within:ring-focus">
        <textarea
          ref={inputRef}
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-invalid={error || left < 0 ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="composer-input max-h-60 min-h-12 flex-1 resize-y bg-transparent px-2 py-1.5 text-base"
        />
        {streaming ? (
          <button
            key="stop"
            type="button"
            onClick={(event) => {
              // the Send button takes this one's place as the answer stops: this click must not submit it
              event.preventDefault();
              onStop?.();
            }}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-surface-muted"
          >
            <Square className="size-4" aria-hidden />
            Stop
          </button>
        ) : (
          <button
            key="send"
            type="submit"
            disabled={disabled || sending}
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-3 text-sm font-medium text-on-accent hover:bg-accent-hover disabled:opacity-60"
          >
            <ArrowUp className="size-4" aria-hidden />
            Send
          </button>
        )}
      </div>
      <div className="flex justify-between gap-3 text-sm">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-danger">
            {error}
          </p>
        ) : (
          // phones send with their button: the keyboard hint would only take room from the answer
          <p id={`${id}-hint`} className="text-muted max-sm:sr-only">
            Enter to send, Shift+Enter for a new line. Long stories are welcome.
          </p>
        )}
        {text.length >= COUNT_FROM && (
          <p aria-live="polite" className={left < 0 ? 'shrink-0 text-danger' : 'shrink-0 text-muted'}>
            {left < 0 ? `${number(-left)} characters over the limit` : `${number(left)} characters left`}
          </p>
        )}
      </div>
    </form>
  );
}
