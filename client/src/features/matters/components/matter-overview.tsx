import type { ReactNode } from 'react';
import type { Matter } from '@common/schemas/matters';
import { Markdown } from '@/components/markdown';
import { useWorkspacePeople } from '../api/people';
import { formatDay } from '../lib/dates';
import { usePracticeAreas } from '../lib/labels';

/** `wide`: a whole row on a phone (an address or email would otherwise break mid-word) */
function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const NOT_SET = <span className="text-muted">Not set</span>;

/** The matter at a glance: client, area, dates, who is responsible, tags, and its description. */
export function MatterOverview({ matter }: { matter: Matter }) {
  const areas = usePracticeAreas();
  const { nameOf } = useWorkspacePeople();
  return (
    <section aria-label="Overview" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Fact label="Client">{matter.clientName ?? NOT_SET}</Fact>
        <Fact label="Client contact" wide>{matter.clientContact ?? NOT_SET}</Fact>
        <Fact label="Practice area">{matter.practiceArea ? areas.label(matter.practiceArea) : NOT_SET}</Fact>
        <Fact label="Responsible">{matter.responsibleUserId === null ? NOT_SET : (nameOf(matter.responsibleUserId) ?? 'A former member')}</Fact>
        <Fact label="Opened">{formatDay(matter.openedOn)}</Fact>
        {matter.closedOn && <Fact label="Closed">{formatDay(matter.closedOn)}</Fact>}
        <Fact label="Tags">
          {matter.tags.length ? (
            <span className="flex flex-wrap gap-1.5">
              {matter.tags.map((tag) => (
                <span key={tag} className="rounded bg-surface-muted px-2 py-0.5 text-sm">
                  {tag}
                </span>
              ))}
            </span>
          ) : (
            NOT_SET
          )}
        </Fact>
      </dl>
      <div className="flex flex-col gap-1 border-t border-border pt-4">
        <h2 className="text-sm text-muted">Description</h2>
        {matter.description ? <Markdown>{matter.description}</Markdown> : <p className="text-muted">No description yet. Edit the matter to say what it is about.</p>}
      </div>
    </section>
  );
}
