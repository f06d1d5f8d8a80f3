import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Someone (another tab, a teammate) saved the document after this copy was opened: the person
 * chooses which text carries on. Either way the other stays in the version history, except text typed
 * here and given up with "Use theirs", which the dialog says.
 */
export function ConflictDialog({ savedBy, savedAt, keepMine, useTheirs }: { savedBy: string | null; savedAt: string | null; keepMine: () => void; useTheirs: () => void }) {
  const who = savedBy ? `${savedBy} saved` : 'Someone saved';
  const when = savedAt ? ` at ${new Date(savedAt).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}` : '';
  return (
    <Dialog open onOpenChange={() => undefined} title="This document changed while you were editing">
      <p className="text-sm">
        {who} a newer version{when}, from another tab or another person. Your latest changes are not saved yet. Choose which text to continue with.
      </p>
      <ul className="list-disc pl-5 text-sm text-muted">
        <li>
          <strong className="text-text">Keep mine</strong> saves your text as the newest version. The other version stays in the history.
        </li>
        <li>
          <strong className="text-text">Use theirs</strong> loads the newer version. Your unsaved changes are discarded.
        </li>
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={useTheirs}>
          Use theirs
        </Button>
        <Button onClick={keepMine}>
          Keep mine
        </Button>
      </div>
    </Dialog>
  );
}
