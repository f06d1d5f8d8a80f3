import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The head of a page about one document: back to it, its title, a line under it, and the page's actions beside. */
export function DocumentHeading({ documentId, title, note, children }: { documentId: number; title: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border pb-4">
      <div className="flex min-w-0 flex-col gap-1">
        <Link href={`/documents/${documentId}`} className="self-start text-sm text-accent hover:underline">
          ← Back to the document
        </Link>
        <h1 className="text-2xl font-semibold break-words">{title}</h1>
        {note}
      </div>
      {children}
    </header>
  );
}
