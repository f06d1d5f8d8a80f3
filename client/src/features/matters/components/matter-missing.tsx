import { Missing } from '@/components/missing';
import { serverMessage } from '@/lib/api-request';

/** A matter that is not there (deleted, or in another workspace): the server's words and the way back. */
export function MatterMissing({ error }: { error: Error }) {
  return <Missing text={serverMessage(error)} href="/matters" label="All matters" />;
}
