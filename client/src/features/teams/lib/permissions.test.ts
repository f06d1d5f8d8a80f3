import { describe, expect, it } from 'vitest';
import type { TeamMember, TeamRole } from '@common/schemas/teams';
import { canChangeRole, canLeave, canManage, canRemove, isOwner } from './permissions';

const member = (userId: number, role: TeamRole): TeamMember => ({ userId, username: `u${userId}`, email: `u${userId}@example.com`, role, joinedAt: '2026-03-01T00:00:00.000Z' });
const [OWNER, ADMIN, MEMBER, OTHER_ADMIN] = [member(1, 'owner'), member(2, 'admin'), member(3, 'member'), member(4, 'admin')];

describe('team permissions (the teams service’s rules)', () => {
  it('lets owners and admins manage, not members', () => {
    expect([canManage('owner'), canManage('admin'), canManage('member')]).toEqual([true, true, false]);
  });

  it('changes roles but not the owner’s, another admin’s only as owner, and only for managers', () => {
    expect([OWNER, ADMIN, MEMBER].map((m) => canChangeRole('owner', m))).toEqual([false, true, true]);
    expect([OWNER, OTHER_ADMIN, MEMBER].map((m) => canChangeRole('admin', m, 2))).toEqual([false, false, true]);
    expect(canChangeRole('admin', ADMIN, 2)).toBe(true);
    expect(canChangeRole('member', MEMBER)).toBe(false);
  });

  it('removes others but never the owner; admins only by the owner', () => {
    expect([OWNER, ADMIN, MEMBER].map((m) => canRemove('owner', 1, m))).toEqual([false, true, true]);
    expect([OWNER, ADMIN, OTHER_ADMIN, MEMBER].map((m) => canRemove('admin', 2, m))).toEqual([false, false, false, true]);
    expect([OWNER, ADMIN, MEMBER].map((m) => canRemove('member', 3, m))).toEqual([false, false, false]);
  });

  it('lets everyone but the owner leave; only the owner deletes or transfers', () => {
    expect([canLeave('owner'), canLeave('admin'), canLeave('member')]).toEqual([false, true, true]);
    expect([isOwner('owner'), isOwner('admin'), isOwner('member')]).toEqual([true, false, false]);
  });
});
