import { Link } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useCategories, usePopularTopics } from './api/queries';
import { CategoryIcon } from './components/category-icon';
import { KbSearch } from './components/kb-search';
import { LegalNotice } from './components/legal-notice';

export default function KnowledgeBasePage() {
  const categories = useCategories();
  const popular = usePopularTopics();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Knowledge base</h1>
        <p className="text-lg text-muted">Plain-English guides to everyday law, each with the official sources it comes from.</p>
      </header>
      <KbSearch />
      {popular.data && popular.data.length > 0 && (
        <section aria-labelledby="popular-heading" className="flex flex-col gap-3">
          <h2 id="popular-heading" className="text-lg font-semibold">
            Popular topics
          </h2>
          <ul className="flex flex-wrap gap-2">
            {popular.data.map((t) => (
              <li key={`${t.categoryId}/${t.topicId}`}>
                <Link href={`/knowledge-base/${t.categoryId}/${t.topicId}`} className="inline-block rounded-full border border-border bg-surface px-3 py-1.5 text-sm hover:border-accent">
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="by-state-heading" className="grid gap-3 sm:grid-cols-2">
        <h2 id="by-state-heading" className="sr-only">
          Your state and free help
        </h2>
        <Link href="/state-rules" className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4 hover:border-accent">
          <span className="font-semibold">Rules by state</span>
          <span className="text-sm text-muted">Deposits, notices, small claims limits, minimum wage, final pay and more, for all 50 states and DC.</span>
        </Link>
        <Link href="/find-help" className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4 hover:border-accent">
          <span className="font-semibold">Find free legal help</span>
          <span className="text-sm text-muted">Legal aid programs, lawyer referral and court self-help centers in your state.</span>
        </Link>
      </section>
      <section aria-labelledby="areas-heading" className="flex flex-col gap-3">
        <h2 id="areas-heading" className="text-lg font-semibold">
          Browse by area
        </h2>
        {categories.isLoading && <FullScreenSpinner fullScreen={false} />}
        {categories.error && <p className="text-danger">We couldn’t load the knowledge base. Please refresh the page.</p>}
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {categories.data?.map((c) => (
            <li key={c.id}>
              <Link href={`/knowledge-base/${c.id}`} className="flex h-full gap-3 rounded-lg border border-border bg-surface p-4 hover:border-accent">
                <CategoryIcon name={c.icon} className="mt-0.5 size-6 shrink-0 text-accent" />
                <span className="flex flex-col gap-1">
                  <span className="font-semibold">{c.name}</span>
                  <span className="text-sm text-muted">{c.description}</span>
                  <span className="text-sm text-muted">{c.topicCount} guides</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LegalNotice />
    </div>
  );
}
