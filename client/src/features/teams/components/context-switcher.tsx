import { ChevronsUpDown, UserRound, Users } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import { useResourceContext } from '@/lib/resource-context';
import { useTeams } from '../api/use-teams';

const PERSONAL = 'personal';
// a conversation, document or matter belongs to one context: after a switch, its list is the place to be
const CONTEXT_DETAIL = /^\/(chat|documents|matters)\/\d+(\/|$)/;

/**
 * The Personal/Team switcher at the top of the sidebar: Personal, then each team the user belongs to.
 * Teams that cannot be listed (no such endpoint yet, or a failure) leave just Personal.
 */
export function ContextSwitcher() {
  const id = useId();
  const { context, teamId, setContext } = useResourceContext();
  const teams = useTeams();
  const [location, navigate] = useLocation();
  const items = teams.data ?? [];
  const known = context === 'personal' || items.some((team) => team.id === teamId);

  // a stored team the user is not (or no longer) in, or no list to check it against: back to personal (spec §4)
  useEffect(() => {
    if (!known && (teams.isSuccess || teams.isError)) setContext('personal');
  }, [known, teams.isSuccess, teams.isError, setContext]);

  function choose(value: string) {
    if (value === PERSONAL) setContext('personal');
    else setContext('team', value);
    const detail = CONTEXT_DETAIL.exec(location);
    if (detail) navigate(`/${detail[1]}`);
  }

  const Icon = context === 'team' ? Users : UserRound;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="px-1 text-xs font-medium text-muted">
        Workspace
      </label>
      <div className="relative">
        <Icon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-accent" aria-hidden />
        <select
          id={id}
          value={context === 'team' ? String(teamId) : PERSONAL}
          onChange={(event) => choose(event.target.value)}
          className="min-h-10 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface pr-9 pl-9 text-sm font-medium text-text hover:bg-surface-muted"
        >
          <option value={PERSONAL}>Personal</option>
          {!known && <option value={String(teamId)}>Loading team…</option>}
          {items.length > 0 && (
            <optgroup label="Teams">
              {items.map((team) => (
                <option key={team.id} value={String(team.id)}>
                  {team.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <ChevronsUpDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
      </div>
    </div>
  );
}
