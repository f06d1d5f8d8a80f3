import { ASSIGNABLE_ROLES, type Invitation, type TeamRole } from '@common/schemas/teams';

export const ROLE_LABEL: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** what each role may do, in a line, for the invite form */
export const ROLE_HINT: Record<TeamRole, string> = {
  owner: 'Owns the team: can delete it or hand it on.',
  admin: 'Can invite and remove members and change their roles.',
  member: 'Can see and add the team’s documents and conversations.',
};

/** what the invited person will be able to do, said to them */
export const INVITEE_ROLE_TEXT: Record<'admin' | 'member', string> = {
  admin: 'As an admin, you can see and add the team’s documents and conversations, invite and remove members, and change their roles.',
  member: 'As a member, you can see and add the team’s documents and conversations.',
};

export const ASSIGNABLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

/** "an admin" / "a member", for sentences */
export const withArticle = (role: TeamRole) => (role === 'admin' ? 'an admin' : role === 'owner' ? 'the owner' : 'a member');

export const STATUS_STYLE: Record<Invitation['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-accent-soft text-accent' },
  accepted: { label: 'Accepted', className: 'bg-success-soft text-success' },
  revoked: { label: 'Withdrawn', className: 'bg-surface-muted text-muted' },
  expired: { label: 'Expired', className: 'bg-warning-soft text-warning' },
};

export const memberCountText = (n: number) => (n === 1 ? '1 member' : `${n} members`);

export const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
