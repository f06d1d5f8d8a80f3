/**
 * A link just made: its address, shown this once (only a hash of it is kept), with "Copy link"; `title`
 * and `note` say what it is. Key it by the address.
 */
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

export function CreatedLink({ title, note, url }: { title: string; note: ReactNode; url: string }) {
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // a new link (each one mounts this afresh, keyed by its address): take the reader to it
  useEffect(() => heading.current?.focus(), []);

  function selectAll() {
    input.current?.focus();
    input.current?.select();
  }

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setManual(false);
      toast({ title: 'Link copied', description: 'Paste it into an email or a message.' });
    } catch {
      // the browser would not let us: the address is selected for the person to copy
      setManual(true);
      selectAll();
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border-2 border-accent bg-accent-soft p-5">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold break-words">
        {title}
      </h2>
      <p className="text-sm">{note}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-url`} className="sr-only">
          Link address
        </label>
        <input
          id={`${id}-url`}
          ref={input}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={manual ? `${id}-manual` : undefined}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-border bg-surface px-3 font-mono text-sm text-text"
        />
        <Button onClick={() => void copy()} className="shrink-0">
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      {manual && (
        <p id={`${id}-manual`} role="status" className="text-sm">
          Your browser did not let Counsel copy it. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.
        </p>
      )}
    </section>
  );
}

/** An invitation the server could not mail (no mail server here): its link, for the one who invited to send themselves. */
export function UnsentInvitation({ email, url }: { email: string; url: string }) {
  return (
    <CreatedLink
      title="Send the invitation yourself"
      url={url}
      note={
        <>
          Mail is not set up on this installation, so nothing was sent to {email}. Copy this link and send it to them: it works once, for the Counsel account that uses
          that address, for 7 days. <strong>It is shown only now.</strong>
        </>
      }
    />
  );
}
