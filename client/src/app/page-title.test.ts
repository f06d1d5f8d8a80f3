import { describe, expect, it } from 'vitest';
import { APP_TITLE, titleOf } from './page-title';

describe('titleOf', () => {
  it.each([
    ['/dashboard', 'Dashboard · Counsel'],
    ['/matters', 'Matters · Counsel'],
    ['/matters/new', 'New matter · Counsel'],
    ['/matters/12', 'Matter · Counsel'],
    ['/matters/12/edit', 'Edit matter · Counsel'],
    ['/documents/new', 'Upload a document · Counsel'],
    ['/documents/40/share', 'Share document · Counsel'],
    ['/documents/40', 'Document · Counsel'],
    ['/knowledge-base/housing/security-deposits', 'Knowledge base · Counsel'],
    ['/chat/7', 'Chat · Counsel'],
    ['/account-settings', 'Profile · Counsel'],
    ['/document-invitations/abc', 'Invitation · Counsel'],
    ['/reset-password', 'Reset your password · Counsel'],
  ])('names %s “%s”', (path, title) => expect(titleOf(path)).toBe(title));

  it('gives the app’s own title to the home page and to a path it does not know', () => {
    expect(titleOf('/')).toBe(APP_TITLE);
    expect(titleOf('/no-such-page')).toBe(APP_TITLE);
  });

  it('leaves a shared link’s page to name itself', () => expect(titleOf('/s/abcdef')).toBeUndefined());
});
