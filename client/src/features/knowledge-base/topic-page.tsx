import { MessageSquare } from 'lucide-react';
import { Fragment, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-request';
import { useTopic } from './api/queries';
import { Breadcrumbs } from './components/breadcrumbs';
import { KbNotFound } from './components/kb-not-found';
import { LegalNotice } from './components/legal-notice';
import { Markdown } from '@/components/markdown';
import { InYourState, LegalHelpCard } from '@/features/state-rules';

export default function TopicPage() {
  const { categoryId = '', topicId = '' } = useParams<{ categoryId: string; topicId: string }>();
  const { data: topic, isLoading, error } = useTopic(categoryId, topicId);
  // a link to a section (e.g. a citation to #what-you-can-do) lands on it once the article has loaded
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (topic && id) document.getElementById(id)?.scrollIntoView();
  }, [topic]);
  if (isLoading) return <FullScreenSpinner fullScreen={false} />;
  if (error instanceof ApiError && error.status === 404) return <KbNotFound what="guide" />;
  if (error || !topic) return <p className="text-danger">We couldn’t load this guide. Please refresh the page.</p>;
  const reviewed = new Date(`${topic.lastReviewed}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <article className="flex flex-col gap-6">
      <Breadcrumbs
        trail={[
          { label: 'Knowledge base', href: '/knowledge-base' },
          { label: topic.categoryName, href: `/knowledge-base/${categoryId}` },
          { label: topic.title },
        ]}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold">{topic.title}</h1>
        <p className="max-w-[70ch] text-lg text-muted">{topic.summary}</p>
        <p className="text-sm text-muted">
          {topic.jurisdiction} · Last reviewed {reviewed}
        </p>
        <Link
          href={`/chat?topic=${encodeURIComponent(`${categoryId}/${topicId}`)}`}
          className="inline-flex min-h-10 items-center gap-2 self-start rounded-md bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent-hover"
        >
          <MessageSquare className="size-4" aria-hidden />
          Ask the assistant about this
        </Link>
      </header>
      <LegalNotice />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-2">
          {topic.sections.map((section) => (
            <Fragment key={section.id}>
              <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-20">
                <h2 id={`${section.id}-heading`} className="mt-4 text-xl font-semibold">
                  {section.heading}
                </h2>
                <Markdown>{section.markdown}</Markdown>
                {section.id === 'when-to-talk-to-a-lawyer' && <LegalHelpCard />}
              </section>
              {section.id === 'in-short' && <InYourState guide={`${categoryId}/${topicId}`} />}
            </Fragment>
          ))}
          <section aria-labelledby="sources-heading" className="mt-4 rounded-lg border border-border bg-surface p-5">
            <h2 id="sources-heading" className="mb-2 text-lg font-semibold">
              Sources
            </h2>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {topic.sources.map((source) => (
                <li key={source.title}>
                  {source.url ? (
                    <a href={source.url} target="_blank" rel="noreferrer" className="text-accent hover:underline">
                      {source.title}
                      <span className="sr-only"> (official text, opens in a new tab)</span>
                    </a>
                  ) : (
                    source.title
                  )}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
          <nav aria-label="On this page">
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">On this page</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {topic.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="hover:text-accent hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {topic.related.length > 0 && (
            <nav aria-label="Related guides">
              <h2 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">Related guides</h2>
              <ul className="flex flex-col gap-1 text-sm">
                {topic.related.map((r) => (
                  <li key={`${r.categoryId}/${r.topicId}`}>
                    <Link href={`/knowledge-base/${r.categoryId}/${r.topicId}`} className="text-accent hover:underline">
                      {r.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </article>
  );
}
