import { Link } from 'wouter';

export function KbNotFound({ what }: { what: 'area' | 'guide' }) {
  return (
    <section className="flex flex-col items-start gap-3">
      <h1 className="text-3xl font-semibold">We couldn’t find that {what}</h1>
      <p className="text-muted">The link may be old or mistyped.</p>
      <Link href="/knowledge-base" className="font-medium text-accent underline-offset-4 hover:underline">
        Browse the knowledge base
      </Link>
    </section>
  );
}
