import { serverMessage } from '@/lib/api-request';
import { useMatterActivity } from '../api/matters';
import { describeActivity } from '../lib/activity';
import { formatMoment } from '../lib/dates';

/** Who did what to the matter, newest first. */
export function ActivityTab({ matterId }: { matterId: number }) {
  const { data, error } = useMatterActivity(matterId);
  if (error) return <p className="text-danger">{serverMessage(error)}</p>;
  if (!data) return <p className="text-muted">Loading the timeline…</p>;
  return (
    <ol aria-label="Timeline" className="flex flex-col border-l-2 border-border pl-4">
      {data.items.map((entry) => (
        <li key={entry.id} className="relative py-2">
          <span className="absolute top-3.5 -left-[1.3rem] size-2.5 rounded-full bg-accent" aria-hidden />
          <p>
            <span className="font-medium">{entry.actor ?? 'A former member'}</span> {describeActivity(entry)}
          </p>
          <time dateTime={entry.at} className="text-sm text-muted">
            {formatMoment(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
