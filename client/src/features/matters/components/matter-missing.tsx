import { Link } from 'wouter';
import { serverMessage } from '@/lib/api-request';

/** A matter that cannot be shown (gone, or in another workspace), in the server's words, with the way back. */
export function MatterMissing({ error }: { error: Error }) {
  return (
    <div className="flex max-w-2xl flex-col items-start gap-3 rounded-lg border border-border bg-surface p-6">
      <p role="alert">{serverMessage(error)}</p>
      <Link href="/matters" className="font-medium text-accent underline-offset-4 hover:underline">
        All matters
      </Link>
    </div>
  );
}
