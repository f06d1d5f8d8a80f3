import { ChevronRight, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { Team } from '@common/schemas/teams';
import { useResourceContext } from '@/lib/resource-context';
import { memberCountText } from '../lib/labels';
import { RoleBadge } from './badges';

/** The user's teams: name, their role, how many members, and which one is the active workspace. */
export function TeamList({ teams }: { teams: Team[] }) {
  const { context, teamId } = useResourceContext();
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Your teams">
      {teams.map((team) => (
        <li key={team.id}>
          <Link href={`/teams/${team.id}`} className="flex items-center gap-4 p-4 hover:bg-surface-muted">
            <Users className="size-5 shrink-0 text-muted" aria-hidden />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="truncate font-medium text-accent">{team.name}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span>
                  <span className="sr-only">Your role: </span>
                  <RoleBadge role={team.role} />
                </span>
                <span>{memberCountText(team.memberCount)}</span>
                {context === 'team' && teamId === team.id && <span className="font-medium text-accent">Current workspace</span>}
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
