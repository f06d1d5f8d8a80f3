import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';

export function Breadcrumbs({ trail }: { trail: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {trail.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-4" aria-hidden />}
            {crumb.href ? (
              <Link href={crumb.href} className="hover:text-text hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-text">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
