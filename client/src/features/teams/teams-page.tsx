import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useTeams } from './api/use-teams';
import { CreateTeamForm } from './components/create-team-form';
import { TeamList } from './components/team-list';

/** /teams: the teams the user belongs to, and a new one. */
export default function TeamsPage() {
  const teams = useTeams();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const items = teams.data ?? [];

  const createButton = (label: string) => (
    <Button onClick={() => setCreating(true)} aria-expanded={creating}>
      <Plus className="size-4" aria-hidden />
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold">Teams</h1>
          <p className="max-w-[70ch] text-lg text-muted">
            Share documents and conversations with the people you work with. Pick a team in the Workspace menu to work in it.
          </p>
        </div>
        {!creating && items.length > 0 && createButton('Create team')}
      </header>
      {creating && (
        <CreateTeamForm
          onCancel={() => setCreating(false)}
          onCreated={(team) => {
            toast({ title: 'Team created', description: `Invite people to “${team.name}” so they can work with you.` });
            navigate(`/teams/${team.id}`);
          }}
        />
      )}
      {teams.isLoading && <p className="text-muted">Loading your teams…</p>}
      {teams.error && <p className="text-danger">We couldn’t load your teams. Please refresh the page.</p>}
      {teams.data && !items.length && !creating && (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
          <Users className="size-6 text-accent" aria-hidden />
          <p className="font-medium">No teams yet</p>
          <p className="max-w-[70ch] text-muted">
            A team is a shared workspace: everyone in it sees the documents and conversations added there, and nothing from your personal workspace. Team
            collaboration is part of Premium. Someone can also invite you to their team by email.
          </p>
          {createButton('Create your first team')}
        </div>
      )}
      {items.length > 0 && <TeamList teams={items} />}
    </div>
  );
}
