import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLeaveGuard } from '@/lib/use-leave-guard';

/** Put inside a form: while `dirty`, leaving the page asks first (a reload or closed tab, the browser's own question). */
export function UnsavedChangesGuard({ dirty, what }: { dirty: boolean; /** "this matter" */ what: string }) {
  const { pending, stay, leave } = useLeaveGuard(dirty);
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && stay()}
      title="Leave without saving?"
      description={`Your changes to ${what} are not saved yet. If you leave now, they will be lost.`}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={stay} autoFocus>
          Keep editing
        </Button>
        <Button variant="danger" onClick={leave}>
          Leave without saving
        </Button>
      </div>
    </Dialog>
  );
}
