import { BookOpen, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { useDocument } from '@/features/documents';

/** What a conversation is about, shown above it: a guide or one of the user's documents, linked to it. */
export function AskingAbout({ kind, title, href }: { kind: 'guide' | 'document'; title: string; href: string }) {
  const Icon = kind === 'document' ? FileText : BookOpen;
  return (
    <p className="flex max-w-full items-center gap-2 self-start rounded-md bg-accent-soft px-3 py-2 text-sm">
      <Icon className="size-4 shrink-0 text-accent" aria-hidden />
      <span className="min-w-0 break-words">
        Asking about:{' '}
        <Link href={href} className="font-medium underline-offset-2 hover:underline">
          {title}
        </Link>
      </span>
    </p>
  );
}

/** One of the user's documents a conversation asks about, by its title once known. */
export function AskingAboutDocument({ id }: { id: number }) {
  const { data, error } = useDocument(id);
  if (error) return <AskingAbout kind="document" title="a document that is no longer available" href="/documents" />;
  return <AskingAbout kind="document" title={data?.title ?? 'your document'} href={`/documents/${id}`} />;
}
