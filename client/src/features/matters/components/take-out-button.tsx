import { FolderMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api-request';
import { useTakeOutOfMatter, type LinkKind } from '../api/links';

/** Takes a document or conversation out of the matter; it stays in the workspace (so nothing to confirm). */
export function TakeOutButton({ matterId, kind, id, title }: { matterId: number; kind: LinkKind; id: number; title: string }) {
  const takeOut = useTakeOutOfMatter(matterId);
  return (
    <Button
      variant="ghost"
      className="text-muted"
      aria-label={`Take out “${title}”`}
      title="Take it out of this matter (it stays in the workspace)"
      busy={takeOut.isPending}
      onClick={() =>
        takeOut.mutate(
          { kind, id },
          {
            onSuccess: () => toast({ title: 'Taken out of this matter', description: `${title} is still in your ${kind === 'document' ? 'documents' : 'conversations'}.` }),
            onError: (err) => toast({ title: 'Could not take it out', description: serverMessage(err), variant: 'destructive' }),
          },
        )
      }
    >
      <FolderMinus className="size-4" aria-hidden />
      Take out
    </Button>
  );
}
