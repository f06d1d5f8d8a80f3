/**
 * What each role may do in a team, as the server's teams service decides it, so a screen offers only the
 * controls that can work. The server still checks every request, and its message shows if one fails.
 */
import type { TeamMember, TeamRole } from '@common/schemas/teams';

/** owners and admins invite, see invitations, rename the team and change members' roles */
export const canManage = (role: TeamRole) => role === 'owner' || role === 'admin';

/** the owner's role changes only by transferring ownership; another admin's only by the owner */
export const canChangeRole = (role: TeamRole, target: TeamMember, myId?: number) =>
  canManage(role) && target.role !== 'owner' && (target.role !== 'admin' || role === 'owner' || target.userId === myId);

/** not oneself (that is Leave team), never the owner, and an admin only by the owner */
export const canRemove = (role: TeamRole, myId: number, target: TeamMember) =>
  canManage(role) && target.userId !== myId && target.role !== 'owner' && (target.role !== 'admin' || role === 'owner');

/** the owner cannot leave: they transfer ownership first, or delete the team */
export const canLeave = (role: TeamRole) => role !== 'owner';

/** only the owner deletes the team or hands it on */
export const isOwner = (role: TeamRole) => role === 'owner';
