import { Sparkles } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/api-request';
import { useChooseWording, useSectionSuggestions } from '../api/sections';

const INSTRUCTION_MAX = 300;

interface RewordDialogProps {
  draftId: number;
  section: { id: string; heading: string };
  /** an AI can rewrite to an instruction (an LLM is configured) */
  ai: boolean;
  reworded: boolean;
  onClose: () => void;
}

/**
 * Other wordings for one section: the template's alternatives and, with an AI configured, a rewrite
 * to the person's instruction. Each is only a suggestion until "Use this wording"; a reworded section
 * can go back to the template's wording.
 */
export function RewordDialog({ draftId, section, ai, reworded, onClose }: RewordDialogProps) {
  const suggest = useSectionSuggestions(draftId, section.id);
  const choose = useChooseWording(draftId, section.id);
  const [instruction, setInstruction] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const { mutate } = suggest;

  // the template's alternatives and the section as it reads now, as soon as it opens
  useEffect(() => mutate(undefined), [mutate]);

  function rewrite(event: FormEvent) {
    event.preventDefault();
    const trimmed = instruction.trim();
    if (!trimmed) return;
    setAsked(trimmed);
    suggest.mutate(trimmed);
  }

  const use = (choice: Parameters<typeof choose.mutate>[0]) => choose.mutate(choice, { onSuccess: onClose });
  const data = suggest.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Reword “${section.heading}”`} description="Nothing changes until you choose a wording.">
      <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto pr-1">
        {data && (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">Now</p>
            <p className="rounded-md bg-surface-muted p-3 text-sm whitespace-pre-line">{data.current}</p>
          </div>
        )}
        {ai && (
          <form onSubmit={rewrite} className="flex flex-col gap-2">
            <label htmlFor="reword-instruction" className="text-sm font-medium">
              How should it change?
            </label>
            <textarea
              id="reword-instruction"
              value={instruction}
              maxLength={INSTRUCTION_MAX}
              onChange={(e) => setInstruction(e.target.value)}
              rows={2}
              placeholder="Make it friendlier"
              className="rounded-md border border-border bg-surface px-3 py-2 text-sm"
            />
            <Button type="submit" variant="secondary" busy={suggest.isPending && asked !== null} disabled={!instruction.trim()} className="self-start">
              <Sparkles className="size-4" aria-hidden />
              Draft with AI
            </Button>
          </form>
        )}
        {suggest.isPending && asked === null && <p className="text-sm text-muted">Loading the other wordings…</p>}
        {suggest.error && <p className="text-sm text-danger">{serverMessage(suggest.error)}</p>}
        {data && !data.suggestions.length && <p className="text-sm text-muted">{ai ? 'Say how it should change, and the AI will suggest a wording.' : 'The template has no other wording for this section.'}</p>}
        {data && data.suggestions.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="Suggested wordings">
            {data.suggestions.map((s) => (
              <li key={s.label} className="flex flex-col gap-2 rounded-md border border-border p-3">
                <p className="text-sm font-medium">{s.label}</p>
                <p className="text-sm whitespace-pre-line">{s.text}</p>
                <Button variant="secondary" className="self-start" busy={choose.isPending && choose.variables === s.choice} onClick={() => use(s.choice)}>
                  Use this wording
                </Button>
              </li>
            ))}
          </ul>
        )}
        {choose.error && <p className="text-sm text-danger">{serverMessage(choose.error)}</p>}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {reworded && (
          <Button variant="ghost" busy={choose.isPending && choose.variables === null} onClick={() => use(null)}>
            Restore the template’s wording
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
