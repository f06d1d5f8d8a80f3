import { Scale, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ApiError, serverMessage } from '@/lib/api-request';
import { authHref } from '@/lib/safe-next';

const LINK_BUTTON = 'inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-medium';
const PRIMARY = `${LINK_BUTTON} bg-accent text-on-accent hover:bg-accent-hover`;
const SECONDARY = `${LINK_BUTTON} border border-border bg-surface hover:bg-surface-muted`;

/** A public page's frame (an invitation's link, a password reset): the brand, one card with its icon and heading, and a way on. */
export function PublicCard({ icon: Icon, title, signedIn, children }: { icon: LucideIcon; title: string; signedIn: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div className="flex w-full max-w-xl flex-col gap-6">
        <Link href="/" className="flex items-center justify-center gap-2 text-lg font-semibold">
          <Scale className="size-6 text-accent" aria-hidden />
          Counsel
        </Link>
        <section aria-labelledby="public-card-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6">
          <Icon className="size-8 text-accent" aria-hidden />
          <h1 id="public-card-heading" className="text-2xl font-semibold break-words">
            {title}
          </h1>
          {children}
        </section>
        {signedIn && (
          <Link href="/dashboard" className="self-center text-sm font-medium text-accent hover:underline">
            Go to your dashboard
          </Link>
        )}
      </div>
    </main>
  );
}

/** An invitation whose preview did not load: the server's reason for a link it does not know, and `hint` what to do. */
export function InvitationNotFound({ icon, error, signedIn, hint }: { icon: LucideIcon; error: Error | null; signedIn: boolean; hint: string }) {
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <PublicCard icon={icon} title="Invitation not found" signedIn={signedIn}>
      <p>{gone && error ? serverMessage(error) : 'We couldn’t load this invitation. Please refresh the page.'}</p>
      {gone && <p className="text-muted">{hint}</p>}
    </PublicCard>
  );
}

/** A signed-out visitor's way to accept: why to sign in (`children`), then sign in or create an account, coming back to `here`; `first` leads. */
export function SignInToAccept({ here, first, children }: { here: string; first: 'login' | 'register'; children: ReactNode }) {
  const login = (
    <Link key="login" href={authHref('login', here)} className={first === 'login' ? PRIMARY : SECONDARY}>
      Sign in
    </Link>
  );
  const register = (
    <Link key="register" href={authHref('register', here)} className={first === 'register' ? PRIMARY : SECONDARY}>
      Create account
    </Link>
  );
  return (
    <div className="flex flex-col gap-3">
      <p>{children}</p>
      <div className="flex flex-wrap gap-2">{first === 'login' ? [login, register] : [register, login]}</div>
    </div>
  );
}
