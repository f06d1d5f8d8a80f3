import { z } from 'zod';
import { idParamSchema, MAX_ID } from './ids';
import { stripBidiControls } from '../text';

export const TEAM_NAME_MAX_LENGTH = 80;
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** the roles an invitation or a role change may give; ownership moves only by transfer */
export const ASSIGNABLE_ROLES = ['admin', 'member'] as const;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** the header that names the active team; absent = the personal workspace */
export const TEAM_HEADER = 'X-Team-Id';

const teamNameSchema = z
  .string({ error: 'Team name must be text' })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, 'Give the team a name')
  .max(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'A team name is one line of text');

export const createTeamSchema = z.strictObject({ name: teamNameSchema });
export const updateTeamSchema = z.strictObject({ name: teamNameSchema });

/** A team as one of its members sees it in the list and the context switcher. */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the caller's role in it */
  role: z.enum(TEAM_ROLES),
  memberCount: z.number().int(),
  ownerId: z.number().int(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.object({ items: z.array(teamSchema) });

export const teamMemberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.object({ items: z.array(teamMemberSchema) });

export const updateMemberSchema = z.strictObject({ role: z.enum(ASSIGNABLE_ROLES, { error: 'Role must be "admin" or "member"' }) });
export const transferTeamSchema = z.strictObject({ userId: z.number({ error: 'Choose the member who becomes owner' }).int().positive().max(MAX_ID, 'Choose the member who becomes owner') });

export const createInvitationSchema = z.strictObject({
  email: z
    .string({ error: 'Enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Enter a valid email address')),
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Role must be "admin" or "member"' }).default('member'),
});

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
/** a new invitation; `link` only when it could not be mailed, for the one who invited to send themselves */
export const createdInvitationSchema = invitationSchema.extend({ link: z.string().optional() });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** What the invitation link shows before accepting: who invites you to what. */
export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const teamIdParamsSchema = z.object({ id: idParamSchema('Team id') });
export const memberParamsSchema = teamIdParamsSchema.extend({ userId: idParamSchema('User id') });
export const invitationParamsSchema = teamIdParamsSchema.extend({ invitationId: idParamSchema('Invitation id') });
export const invitationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid') });
