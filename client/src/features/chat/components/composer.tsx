import { ArrowUp, Square } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { QUESTION_MAX_LENGTH } from '@common/schemas/chat';

/** below this many characters left, the count shows */
const COUNT_FROM = 500;

interface ComposerProps {
  onSend: (text: string) => void;
  /** an answer is streaming: Stop replaces Send */
  streaming?: boolean;
  onStop?: () => void;
  /** sending is not possible right now (a request is on its way) */
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

/** The question box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, streaming = false, onStop, disabled = false, placeholder = 'Describe your situation or ask a question…', autoFocus = false }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const left = QUESTION_MAX_LENGTH - text.length;

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (streaming || disabled) return;
    const question = text.trim();
    if (!question) {
      setError('Type a question first.');
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onSend(question);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character belongs to the input method
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
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
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={QUESTION_MAX_LENGTH}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
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
            disabled={disabled}
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-3 text-sm font-medium text-on-accent hover:bg-accent-hover disabled:opacity-60"
          >
            <ArrowUp className="size-4" aria-hidden />
            Send
          </button>
        )}
      </div>
      <div className="flex justify-between gap-3 text-sm">
        {error ? (
          <p id={`${id}-error`} className="text-danger">
            {error}
          </p>
        ) : (
          // phones send with their button: the keyboard hint would only take room from the answer
          <p id={`${id}-hint`} className="text-muted max-sm:sr-only">
            Enter to send, Shift+Enter for a new line.
          </p>
        )}
        {left <= COUNT_FROM && <p className={left === 0 ? 'text-danger' : 'text-muted'}>{left} characters left</p>}
      </div>
    </form>
  );
}
