import { Scale } from 'lucide-react';
import { Link, Redirect, useSearch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { authHref, safeNextPath } from '@/lib/safe-next';
import { useUser } from '../api/use-user';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const TABS = [
  { id: 'login', label: 'Log in' },
  { id: 'register', label: 'Register' },
] as const;

/**
 * /auth?tab=login|register — the tab follows the URL, so links and the back button work. `next` (a path on
 * this site only) is where a visitor goes once signed in, e.g. back to the invitation they opened.
 */
export default function AuthPage() {
  const { user, isLoading } = useUser();
  const search = new URLSearchParams(useSearch());
  const tab = search.get('tab') === 'register' ? 'register' : 'login';
  const next = safeNextPath(search.get('next'));
  const destination = next ?? '/dashboard';
  if (isLoading) return <FullScreenSpinner />;
  if (user) return <Redirect to={destination} replace />;

  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Scale className="size-10 text-accent" aria-hidden />
          <h1 className="text-2xl font-semibold">Counsel</h1>
          <p className="text-muted">Plain-English answers to everyday legal questions, with the sources they come from.</p>
        </div>
        <div className="rounded-lg border border-border bg-surface p-6">
          <div role="tablist" aria-label="Sign in or create an account" className="mb-6 grid grid-cols-2 rounded-md bg-surface-muted p-1">
            {TABS.map((t) => (
              <Link
                key={t.id}
                href={authHref(t.id, next)}
                replace
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                className={`rounded px-3 py-2 text-center text-sm font-medium ${tab === t.id ? 'bg-surface text-text shadow-sm' : 'text-muted hover:text-text'}`}
              >
                {t.label}
              </Link>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'login' ? <LoginForm destination={destination} /> : <RegisterForm destination={destination} />}
          </div>
        </div>
        <p className="mt-4 text-center text-sm text-muted">General legal information, not legal advice.</p>
      </div>
    </main>
  );
}
