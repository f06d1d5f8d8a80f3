import type { Invitation, TeamRole } from '@common/schemas/teams';
import { ROLE_LABEL, STATUS_STYLE } from '../lib/labels';

const PILL = 'inline-block shrink-0 rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

export function RoleBadge({ role }: { role: TeamRole }) {
  return <span className={`${PILL} ${role === 'owner' ? 'bg-accent-soft text-accent' : 'bg-surface-muted text-text'}`}>{ROLE_LABEL[role]}</span>;
}

/** Colour for meaning, always with the word too. */
export function InvitationStatusBadge({ status }: { status: Invitation['status'] }) {
  const { label, className } = STATUS_STYLE[status];
  return <span className={`${PILL} ${className}`}>{label}</span>;
}
