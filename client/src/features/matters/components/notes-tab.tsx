import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Note } from '@common/schemas/matters';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { serverMessage } from '@/lib/api-request';
import { useAddItem, useDeleteItem, useMatterItems, useUpdateItem } from '../api/matter-items';
import { formatMoment } from '../lib/dates';
import { DeleteItemButton } from './delete-item-button';
import { NoteEditor } from './note-editor';

/** Notes in Markdown, newest first, with who wrote them and when; the author edits and deletes their own. */
export function NotesTab({ matterId }: { matterId: number }) {
  const { data, error } = useMatterItems(matterId, 'notes');
  const add = useAddItem(matterId, 'notes');
  const notes = [...(data?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg border border-border bg-surface p-4">
        <NoteEditor
          label="New note"
          submitLabel="Add note"
          save={async (body) => {
            await add.mutateAsync({ body });
            toast({ title: 'Note added' });
          }}
        />
      </div>
      {error && <p className="text-danger">{serverMessage(error)}</p>}
      {data && !notes.length && <p className="max-w-[70ch] text-muted">No notes yet. Write down what was said on a call, what you sent and when, or what to ask a lawyer.</p>}
      {notes.length > 0 && (
        <ul aria-label="Notes" className="flex flex-col gap-3">
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} matterId={matterId} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NoteItem({ note, matterId }: { note: Note; matterId: number }) {
  const { user } = useUser();
  const [editing, setEditing] = useState(false);
  const update = useUpdateItem(matterId, 'notes');
  const remove = useDeleteItem(matterId, 'notes');
  const mine = user !== null && note.authorId === user.id;
  const edited = note.updatedAt !== note.createdAt;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          <span className="font-medium text-text">{mine ? 'You' : (note.author ?? 'A former member')}</span> ·{' '}
          <time dateTime={note.createdAt}>{formatMoment(note.createdAt)}</time>
          {edited && <span> · edited {formatMoment(note.updatedAt)}</span>}
        </p>
        {mine && !editing && (
          <div className="flex items-center gap-1">
            <Button variant="ghost" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            <DeleteItemButton name="note" heading="Delete this note?" description="Your note is removed from this matter. This cannot be undone." done="Note deleted" remove={() => remove.mutateAsync(note.id)} />
          </div>
        )}
      </div>
      {editing ? (
        <NoteEditor
          label="Edit note"
          body={note.body}
          submitLabel="Save note"
          onCancel={() => setEditing(false)}
          save={async (body) => {
            await update.mutateAsync({ id: note.id, body });
            toast({ title: 'Note saved' });
            setEditing(false);
          }}
        />
      ) : (
        <Markdown>{note.body}</Markdown>
      )}
    </li>
  );
}
