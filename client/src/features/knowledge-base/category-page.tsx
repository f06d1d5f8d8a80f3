import { Link, useParams } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-request';
import { useCategory } from './api/queries';
import { Breadcrumbs } from './components/breadcrumbs';
import { CategoryIcon } from './components/category-icon';
import { KbNotFound } from './components/kb-not-found';
import { KbSearch } from './components/kb-search';
import { LegalNotice } from './components/legal-notice';

export default function CategoryPage() {
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  const { data, isLoading, error } = useCategory(categoryId);
  if (isLoading) return <FullScreenSpinner fullScreen={false} />;
  if (error instanceof ApiError && error.status === 404) return <KbNotFound what="area" />;
  if (error || !data) return <p className="text-danger">We couldn’t load this area. Please refresh the page.</p>;
  const { category, topics } = data;
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs trail={[{ label: 'Knowledge base', href: '/knowledge-base' }, { label: category.name }]} />
      <header className="flex items-start gap-3">
        <CategoryIcon name={category.icon} className="mt-1 size-8 shrink-0 text-accent" />
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold">{category.name}</h1>
          <p className="text-lg text-muted">{category.description}</p>
        </div>
      </header>
      <KbSearch category={category.id} />
      <ul className="grid gap-3 md:grid-cols-2">
        {topics.map((t) => (
          <li key={t.id}>
            <Link href={`/knowledge-base/${category.id}/${t.id}`} className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-4 hover:border-accent">
              <span className="font-semibold">{t.title}</span>
              <span className="text-sm text-muted">{t.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LegalNotice />
    </div>
  );
}
