import { SearchX } from 'lucide-react';
import { Link } from 'wouter';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <SearchX className="size-10 text-muted" aria-hidden />
        <h1 className="text-2xl font-semibold">Page not found</h1>
        <p className="text-muted">We couldn't find the page you asked for. The link may be old or mistyped.</p>
        <Link href="/" className="rounded-md bg-accent px-4 py-2 font-medium text-on-accent hover:bg-accent-hover">
          Go to your dashboard
        </Link>
      </div>
    </main>
  );
}
