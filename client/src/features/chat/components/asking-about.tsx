import { useQuery } from '@tanstack/react-query';
import { BookOpen, Briefcase, FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { Matter } from '@common/schemas/matters';
import { useDocument } from '@/features/documents';
import { useContextKey } from '@/lib/resource-context';

const ICONS = { guide: BookOpen, document: FileText, matter: Briefcase };

/** What a conversation is about, shown above it: a guide, one of the user's documents or a matter, linked to it. */
export function AskingAbout({ kind, title, href }: { kind: keyof typeof ICONS; title: string; href: string }) {
  const Icon = ICONS[kind];
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

/** A matter of the workspace a new conversation is about (it is filed there, and the matter's documents become its sources). */
export function AskingAboutMatter({ id }: { id: number }) {
  // the matter's own query (features/matters asks with the same key), so a matter just seen shows at once
  const { data, error } = useQuery<Matter>({ queryKey: [`/api/matters/${id}`, useContextKey()] });
  if (error) return <AskingAbout kind="matter" title="a matter that is not in this workspace" href="/matters" />;
  return <AskingAbout kind="matter" title={data ? `${data.number} ${data.title}` : 'your matter'} href={`/matters/${id}`} />;
}
