import { Construction } from 'lucide-react';
import { Link } from 'wouter';

export interface PlaceholderProps {
  title: string;
  description: string;
}

/** A screen whose feature is still being built: its title, what it will do, and a way back. No fake data. */
export function PlaceholderPage({ title, description }: PlaceholderProps) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <div className="flex max-w-2xl flex-col gap-3 rounded-lg border border-border bg-surface p-6">
        <p className="text-lg">{description}</p>
        <p className="flex items-center gap-2 text-muted">
          <Construction className="size-4" aria-hidden />
          This part of Counsel is still being built.
        </p>
        <Link href="/dashboard" className="self-start font-medium text-accent underline-offset-4 hover:underline">
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}

/** The same for public pages, outside the signed-in layout. */
export function PublicPlaceholderPage({ title, description }: PlaceholderProps) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="flex max-w-lg flex-col gap-3 rounded-lg border border-border bg-surface p-8">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p>{description}</p>
        <Link href="/" className="self-start font-medium text-accent underline-offset-4 hover:underline">
          Go to Counsel
        </Link>
      </div>
    </main>
  );
}
