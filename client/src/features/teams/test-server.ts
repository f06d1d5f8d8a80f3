/**
 * The teams API as client tests meet it: a stubbed global fetch answering like the server (real Responses,
 * its JSON shapes), recording every request so a test can check what was sent.
 */
import type { User } from '@common/schemas/auth';
import type { Invitation, InvitationPreview, Team, TeamMember, TeamRole } from '@common/schemas/teams';
import type { Usage } from '@common/schemas/usage';
import { jsonResponse as json, stubFetch } from '@/test/fetch-stub';

export const AT = '2026-03-02T10:00:00.000Z';
export const LATER = '2026-03-09T10:00:00.000Z';

export const ME: User = { id: 1, username: 'alice', email: 'alice@example.com', plan: 'premium', createdAt: AT };
export const team = (role: TeamRole, more: Partial<Team> = {}): Team => ({ id: 7, name: 'Smith Law', role, memberCount: 3, ownerId: 1, createdAt: AT, ...more });
export const member = (userId: number, username: string, role: TeamRole): TeamMember => ({ userId, username, email: `${username}@example.com`, role, joinedAt: AT });
export const invitation = (id: number, email: string, more: Partial<Invitation> = {}): Invitation => ({
  id,
  email,
  role: 'member',
  invitedBy: 'alice',
  createdAt: AT,
  expiresAt: LATER,
  status: 'pending',
  ...more,
});
export const preview = (more: Partial<InvitationPreview> = {}): InvitationPreview => ({
  teamName: 'Smith Law',
  invitedBy: 'alice',
  email: 'alice@example.com',
  role: 'member',
  expiresAt: LATER,
  status: 'pending',
  ...more,
});
export const FREE_USAGE: Usage = { plan: 'free', periodStart: '2026-03-01T00:00:00.000Z', periodEnd: '2026-04-01T00:00:00.000Z', conversations: { used: 1, limit: 5 }, uploads: { used: 0, limit: 2 } };

export const failure = (status: number, message: string, code = 'forbidden') => json({ message, code }, { status });

export interface Sent {
  method: string;
  url: string;
  body: unknown;
  teamHeader: string | null;
}

type Answer = Response | ((body: unknown) => Response);

/**
 * `routes` maps "METHOD /path" to an answer; /api/csrf-token and GET /api/user (signed in as `user`, or
 * signed out with null) are answered here; anything else is a 404 as the server gives it.
 */
export function serve(routes: Record<string, Answer>, { user = ME }: { user?: User | null } = {}) {
  const sent: Sent[] = [];
  stubFetch((url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url === '/api/csrf-token') return json({ csrfToken: 'token' });
    sent.push({ method, url, body, teamHeader: new Headers(init.headers).get('X-Team-Id') });
    if (url === '/api/user' && method === 'GET') return user ? json(user) : failure(401, 'Authentication required', 'unauthorized');
    const answer = routes[`${method} ${url}`];
    if (!answer) return failure(404, 'Not found', 'not_found');
    return typeof answer === 'function' ? answer(body) : answer.clone();
  });
  return {
    sent,
    /** the requests that changed something */
    changes: () => sent.filter((s) => s.method !== 'GET').map(({ method, url, body }) => ({ method, url, body })),
  };
}

export { json };
