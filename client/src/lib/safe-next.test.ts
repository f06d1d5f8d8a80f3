import { describe, expect, it } from 'vitest';
import { authHref, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/invitations/abcDEF_123-xyz')).toBe('/invitations/abcDEF_123-xyz');
    expect(safeNextPath('/chat?topic=housing/deposits#x')).toBe('/chat?topic=housing/deposits#x');
    expect(safeNextPath('/')).toBe('/');
  });

  it('refuses anything that could lead to another site, or is not a path', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/x', 'http:/evil.example', 'javascript:alert(1)', 'evil', '', ' /x', '/x\n//evil', '/\t/evil.example', null, undefined, 42]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('authHref', () => {
  it('adds a safe next path, encoded, and drops an unsafe one', () => {
    expect(authHref('login', '/invitations/tok?x=1')).toBe('/auth?tab=login&next=%2Finvitations%2Ftok%3Fx%3D1');
    expect(authHref('register', '//evil.example')).toBe('/auth?tab=register');
    expect(authHref('login')).toBe('/auth?tab=login');
  });
});
