import { BookOpen, Briefcase, FileText, MessageSquare, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useUser } from '@/features/auth';
import { useConversationList } from '@/features/chat';
import { useDocumentList } from '@/features/documents';
import { MyTasks, UpcomingDeadlines } from '@/features/matters';
import { ContextHint } from '@/features/teams';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { RecentList } from './components/recent-list';
import { UsageCard } from './components/usage-card';

const QUICK_ACTIONS: { href: string; title: string; text: string; icon: LucideIcon }[] = [
  { href: '/chat', title: 'New chat', text: 'Ask a legal question in your own words. Answers cite their sources.', icon: MessageSquare },
  { href: '/documents/new', title: 'Upload a document', text: 'See a lease’s or contract’s key terms and what to watch for.', icon: FileText },
  { href: '/matters/new', title: 'New matter', text: 'Keep the documents, deadlines and notes of one legal problem together.', icon: Briefcase },
  { href: '/knowledge-base', title: 'Browse the knowledge base', text: 'Plain-English guides to everyday law, from deposits to debt collectors.', icon: BookOpen },
];

const GETTING_STARTED = [
  { title: 'Your conversations', text: 'Questions you ask Counsel are saved here, so you can pick up where you left off.', href: '/chat', action: 'Ask your first question' },
  { title: 'Your documents', text: 'Documents you upload show here with their key terms and the clauses to review.', href: '/documents/new', action: 'Upload a document' },
];

export default function DashboardPage() {
  const { user } = useUser();
  // the first visit after registering says "Welcome"; every later one "Welcome back" (read once per visit)
  const [firstVisit] = useState(() => localStorage.getItem(STORAGE_KEYS.newUserRegistered) === 'true');
  const conversations = useConversationList({}, 5).data?.items ?? [];
  const documents = useDocumentList('', 5).data?.items ?? [];
  // once there are conversations or documents, they replace the cards that explain them
  const gettingStarted = GETTING_STARTED.filter((item) => !(item.href === '/chat' && conversations.length) && !(item.href === '/documents/new' && documents.length));
  if (!user) return null;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <ContextHint />
        <h1 className="text-3xl font-semibold">
          {firstVisit ? 'Welcome' : 'Welcome back'}, {user.username}
        </h1>
        <p className="text-lg text-muted">What would you like to do today?</p>
      </header>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="sr-only">
          Quick actions
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {QUICK_ACTIONS.map(({ href, title, text, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="flex h-full gap-4 rounded-lg border border-border bg-surface p-5 hover:border-accent">
                <Icon className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden />
                <span className="flex flex-col gap-1">
                  <span className="font-semibold">{title}</span>
                  <span className="text-muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <UpcomingDeadlines />
        <MyTasks />
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          {conversations.length > 0 && (
            <RecentList heading="Recent conversations" allHref="/history" icon={MessageSquare} items={conversations.map((c) => ({ id: c.id, title: c.title, href: `/chat/${c.id}`, at: c.updatedAt }))} />
          )}
          {documents.length > 0 && (
            <RecentList heading="Recent documents" allHref="/documents" icon={FileText} items={documents.map((d) => ({ id: d.id, title: d.title, href: `/documents/${d.id}`, at: d.createdAt }))} />
          )}
          {gettingStarted.length > 0 && (
            <section aria-labelledby="getting-started" className="flex flex-col gap-3">
              <h2 id="getting-started" className="font-semibold">
                Getting started
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                {gettingStarted.map((item) => (
                  <li key={item.title} className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-4">
                    <span className="font-medium">{item.title}</span>
                    <span className="text-sm text-muted">{item.text}</span>
                    <Link href={item.href} className="mt-auto text-sm font-medium text-accent underline-offset-4 hover:underline">
                      {item.action}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <UsageCard />
      </div>
      <p className="text-sm text-muted">Counsel gives general legal information, not legal advice. For advice about your situation, talk to a lawyer.</p>
    </div>
  );
}
