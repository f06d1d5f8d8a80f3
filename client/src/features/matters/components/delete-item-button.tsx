import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DeleteDialog } from '@/components/delete-dialog';
import { Button } from '@/components/ui/button';

/** A small Delete button for one item of a list (a task, a deadline, a note) that asks first, naming it. */
export function DeleteItemButton({ name, heading, description, done, remove }: { name: string; heading: string; description: string; done: string; remove: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="text-muted hover:text-danger" aria-label={`Delete ${name}`} title={`Delete ${name}`} onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
      {open && <DeleteDialog heading={heading} description={description} done={done} remove={remove} onClose={() => setOpen(false)} onDeleted={() => setOpen(false)} />}
    </>
  );
}
