import { BookOpen, Briefcase, FileText, MessageSquare, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS } from '@common/plans';
import { useUser } from '@/features/auth';

const NEXT_STEPS: { href: string; title: string; text: string; icon: LucideIcon }[] = [
  { href: '/chat', title: 'Ask a legal question', text: 'Describe your situation in your own words. Answers cite their sources.', icon: MessageSquare },
  { href: '/documents/new', title: 'Review a document', text: 'Upload a lease, contract or letter to see its key terms and what to watch for.', icon: FileText },
  { href: '/knowledge-base', title: 'Browse the knowledge base', text: 'Plain-English guides to everyday law, from deposits to debt collectors.', icon: BookOpen },
  { href: '/matters', title: 'Organize a matter', text: 'Keep the documents, deadlines and notes of one legal problem together.', icon: Briefcase },
];

export default function DashboardPage() {
  const { user } = useUser();
  if (!user) return null;
  const plan = PLANS[user.plan];
  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Welcome, {user.username}</h1>
        <p className="text-lg text-muted">What would you like to do today?</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {NEXT_STEPS.map(({ href, title, text, icon: Icon }) => (
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
      <aside className="rounded-lg border border-border bg-surface p-5" aria-label="Your plan">
        <h2 className="font-semibold">Your plan: {plan.name}</h2>
        <p className="mt-1 text-muted">{plan.features.join(' · ')}</p>
        {plan.id === 'free' && (
          <Link href="/subscribe" className="mt-3 inline-block font-medium text-accent underline-offset-4 hover:underline">
            See Premium — ${PLANS.premium.priceMonthlyUsd}/month
          </Link>
        )}
      </aside>
      <p className="text-sm text-muted">Counsel gives general legal information, not legal advice. For advice about your situation, talk to a lawyer.</p>
    </section>
  );
}
