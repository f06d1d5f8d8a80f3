import { Users } from 'lucide-react';
import { useResourceContext } from '@/lib/resource-context';
import { useTeams } from '../api/use-teams';

/** "Team: <name>" while a team's workspace is active, so a screen says whose things it shows; nothing in Personal. */
export function ContextHint({ className = '' }: { className?: string }) {
  const { context, teamId } = useResourceContext();
  const teams = useTeams({ enabled: context === 'team' });
  const team = context === 'team' ? teams.data?.find((t) => t.id === teamId) : undefined;
  if (!team) return null;
  return (
    <p className={`inline-flex w-fit max-w-full items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent ${className}`}>
      <Users className="size-4 shrink-0" aria-hidden />
      <span className="truncate">Team: {team.name}</span>
    </p>
  );
}
