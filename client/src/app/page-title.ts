/**
 * Each screen's name in the browser's tab ("Matters · Counsel"), so tabs, history and bookmarks tell
 * screens apart. A shared link's page (/s/…) names itself after its document, so it is left alone.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';

export const APP_TITLE = 'Counsel — your AI legal assistant';

/** first match wins: the more specific paths before the lists they sit under */
const SCREENS: [RegExp, string][] = [
  [/^\/auth$/, 'Sign in'],
  [/^\/reset-password$/, 'Reset your password'],
  [/^\/demo-context-analysis$/, 'See an analysis'],
  [/^\/(document-)?invitations\/[^/]+$/, 'Invitation'],
  [/^\/dashboard$/, 'Dashboard'],
  [/^\/(profile|account-settings)$/, 'Profile'],
  [/^\/knowledge-base(\/.*)?$/, 'Knowledge base'],
  [/^\/state-rules(\/.*)?$/, 'State rules'],
  [/^\/find-help$/, 'Find legal help'],
  [/^\/chat(\/.*)?$/, 'Chat'],
  [/^\/history$/, 'History'],
  [/^\/documents\/new$/, 'Upload a document'],
  [/^\/documents\/generate$/, 'Draft a document'],
  [/^\/documents\/[^/]+\/edit$/, 'Edit document'],
  [/^\/documents\/[^/]+\/share$/, 'Share document'],
  [/^\/documents\/[^/]+$/, 'Document'],
  [/^\/documents$/, 'Documents'],
  [/^\/matters\/new$/, 'New matter'],
  [/^\/matters\/[^/]+\/edit$/, 'Edit matter'],
  [/^\/matters\/[^/]+$/, 'Matter'],
  [/^\/matters$/, 'Matters'],
  [/^\/teams\/[^/]+$/, 'Team'],
  [/^\/teams$/, 'Teams'],
  [/^\/voice$/, 'Voice'],
  [/^\/support(\/.*)?$/, 'Support'],
  [/^\/subscribe$/, 'Upgrade to Premium'],
  [/^\/subscription$/, 'Subscription'],
  [/^\/billing$/, 'Billing'],
];

/** The tab's title for a path; undefined for a page that names itself (a shared link's). */
export function titleOf(path: string): string | undefined {
  if (path.startsWith('/s/')) return undefined;
  const screen = SCREENS.find(([pattern]) => pattern.test(path))?.[1];
  return screen ? `${screen} · Counsel` : APP_TITLE;
}

export function usePageTitle(): void {
  const [path] = useLocation();
  useEffect(() => {
    const title = titleOf(path);
    if (title) document.title = title;
  }, [path]);
}
