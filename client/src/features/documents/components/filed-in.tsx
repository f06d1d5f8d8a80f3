import { useQuery } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { Link } from 'wouter';
import type { Matter } from '@common/schemas/matters';
import { useContextKey } from '@/lib/resource-context';

/** The matter a document is filed in, as a link to it ("In M-2026-0001 Eviction notice"). */
export function FiledIn({ matterId }: { matterId: number }) {
  const { data } = useQuery<Matter>({ queryKey: [`/api/matters/${matterId}`, useContextKey()] });
  return (
    <Link href={`/matters/${matterId}?tab=documents`} className="inline-flex items-center gap-1 text-accent hover:underline">
      <Briefcase className="size-4" aria-hidden />
      In {data ? `${data.number} ${data.title}` : 'a matter'}
    </Link>
  );
}
