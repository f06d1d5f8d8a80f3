import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { LinkTabPanel, LinkTabs } from '@/components/ui/link-tabs';
import { useMatter } from './api/matters';
import { ActivityTab } from './components/activity-tab';
import { ConversationsTab } from './components/conversations-tab';
import { DeadlinesTab } from './components/deadlines-tab';
import { DocumentsTab } from './components/documents-tab';
import { MatterHeader } from './components/matter-header';
import { MatterMissing } from './components/matter-missing';
import { MatterOverview } from './components/matter-overview';
import { NotesTab } from './components/notes-tab';
import { TasksTab } from './components/tasks-tab';

const TAB_IDS = ['tasks', 'deadlines', 'documents', 'conversations', 'notes', 'activity'] as const;
type TabId = (typeof TAB_IDS)[number];
const TAB_LABELS: Record<TabId, string> = { tasks: 'Tasks', deadlines: 'Deadlines', documents: 'Documents', conversations: 'Conversations', notes: 'Notes', activity: 'Activity' };
const PANELS: Record<TabId, (props: { matterId: number }) => ReactNode> = {
  tasks: TasksTab,
  deadlines: DeadlinesTab,
  documents: DocumentsTab,
  conversations: ConversationsTab,
  notes: NotesTab,
  activity: ActivityTab,
};

/** /matters/:id: the matter at a glance, then its tasks, deadlines, documents, conversations, notes and timeline in tabs (?tab=…). */
export default function MatterPage() {
  const id = Number(useParams<{ id: string }>().id);
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab: TabId = TAB_IDS.find((t) => t === asked) ?? 'tasks';
  const { data: matter, error } = useMatter(id);
  if (error) return <MatterMissing error={error} />;
  if (!matter) return <p className="text-muted">Loading the matter…</p>;
  const Panel = PANELS[tab];
  const tabs = TAB_IDS.map((t) => ({ id: t, label: TAB_LABELS[t], href: t === 'tasks' ? `/matters/${id}` : `/matters/${id}?tab=${t}` }));
  return (
    <div className="flex flex-col gap-6">
      <Link href="/matters" className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-accent underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        All matters
      </Link>
      <MatterHeader matter={matter} />
      <MatterOverview matter={matter} />
      <div className="flex flex-col gap-4">
        <div className="overflow-x-auto">
          <LinkTabs label="Matter" tabs={tabs} selected={tab} idPrefix="matter" />
        </div>
        <LinkTabPanel idPrefix="matter" selected={tab}>
          <Panel matterId={id} />
        </LinkTabPanel>
      </div>
    </div>
  );
}
