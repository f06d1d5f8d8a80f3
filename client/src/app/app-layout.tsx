import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, Scale, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Tooltip } from '@/components/ui/tooltip';
import { useLogout, useUser } from '@/features/auth';
import { ContextSwitcher } from '@/features/teams';
import { ACCOUNT_NAV, MAIN_NAV, type NavItem } from './nav-items';

/** The signed-in shell: a sidebar from 768 px up, a top bar with a menu drawer below. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen md:flex">
      <aside className="hidden w-64 shrink-0 border-r border-border bg-surface md:sticky md:top-0 md:flex md:h-screen md:flex-col">
        <Sidebar />
      </aside>
      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-border bg-surface px-4 md:hidden">
          <Brand />
          <Tooltip content="Open menu">
            <Dialog.Trigger className="rounded-md p-2 hover:bg-surface-muted" aria-label="Open menu">
              <Menu className="size-6" aria-hidden />
            </Dialog.Trigger>
          </Tooltip>
        </header>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 md:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl md:hidden">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">Go to another part of Counsel</Dialog.Description>
            <Dialog.Close className="absolute top-3 right-3 rounded-md p-2 hover:bg-surface-muted" aria-label="Close menu">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
            <Sidebar onNavigate={() => setMenuOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8">
        <div className="mx-auto max-w-[1200px]">{children}</div>
      </main>
    </div>
  );
}

function Brand() {
  return (
    <Link href="/dashboard" className="flex items-center gap-2 text-lg font-semibold">
      <Scale className="size-6 text-accent" aria-hidden />
      Counsel
    </Link>
  );
}

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useUser();
  const logout = useLogout();
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <div className="px-2 pt-1">
        <Brand />
      </div>
      <ContextSwitcher />
      <nav aria-label="Main">
        <NavList items={MAIN_NAV} onNavigate={onNavigate} />
      </nav>
      <nav aria-label="Account" className="mt-auto border-t border-border pt-4">
        {user && (
          <p className="mb-2 truncate px-3 text-sm text-muted">
            Signed in as <span className="font-medium text-text">{user.username}</span>
          </p>
        )}
        <NavList items={ACCOUNT_NAV} onNavigate={onNavigate} />
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="mt-1 flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-surface-muted disabled:opacity-60"
        >
          <LogOut className="size-4" aria-hidden />
          Log out
        </button>
      </nav>
    </div>
  );
}

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ href, label, icon: Icon }) => {
        const active = location === href || location.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm ${active ? 'bg-accent-soft font-medium text-accent' : 'hover:bg-surface-muted'}`}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
