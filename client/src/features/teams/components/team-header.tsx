import { ArrowRightLeft, Check, LogOut, Pencil, Trash2 } from 'lucide-react';
import type { Team } from '@common/schemas/teams';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useResourceContext } from '@/lib/resource-context';
import { memberCountText } from '../lib/labels';
import { canLeave, canManage, isOwner } from '../lib/permissions';
import { RoleBadge } from './badges';
import type { TeamDialogName } from './team-dialogs';

/** The team's name, the user's role in it, and what they may do to the team as a whole. */
export function TeamHeader({ team, onAction }: { team: Team; onAction: (dialog: TeamDialogName) => void }) {
  const { context, teamId, setContext } = useResourceContext();
  const active = context === 'team' && teamId === team.id;

  function workHere() {
    setContext('team', team.id);
    toast({ title: `Now working in “${team.name}”`, description: 'Documents and conversations you add go to the team.' });
  }

  return (
    <header className="flex flex-col gap-4 border-b border-border pb-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-3xl font-semibold break-words">{team.name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              Your role: <RoleBadge role={team.role} />
            </span>
            <span>{memberCountText(team.memberCount)}</span>
          </p>
        </div>
        {active ? (
          <p className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-accent-soft px-3 text-sm font-medium text-accent">
            <Check className="size-4" aria-hidden />
            Current workspace
          </p>
        ) : (
          <Button onClick={workHere}>Work in this team</Button>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {canManage(team.role) && (
          <Button variant="ghost" onClick={() => onAction('rename')}>
            <Pencil className="size-4" aria-hidden />
            Rename
          </Button>
        )}
        {isOwner(team.role) && team.memberCount > 1 && (
          <Button variant="ghost" onClick={() => onAction('transfer')}>
            <ArrowRightLeft className="size-4" aria-hidden />
            Transfer ownership
          </Button>
        )}
        {canLeave(team.role) && (
          <Button variant="danger-ghost" onClick={() => onAction('leave')}>
            <LogOut className="size-4" aria-hidden />
            Leave team
          </Button>
        )}
        {isOwner(team.role) && (
          <Button variant="danger-ghost" onClick={() => onAction('delete')}>
            <Trash2 className="size-4" aria-hidden />
            Delete team
          </Button>
        )}
      </div>
    </header>
  );
}
