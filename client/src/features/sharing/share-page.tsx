/**
 * /documents/:id/share — share a document with people (by username or email, as viewer, commenter or
 * editor) and by link: make a link (shown once), see the document's links with their access logs, and
 * revoke one. Only who manages the document may; anyone else reads the server's reason instead.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useDocument } from '@/features/documents/api/documents';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useShareLinks } from './api';
import { CreatedLink } from '@/components/created-link';
import { LinkList } from './components/link-list';
import { PeopleSection } from './components/people-section';
import { ShareLinkForm } from './components/share-link-form';
import { useDocumentPeople } from './people-api';

const NOT_FOUND = 'This document does not exist or was deleted.';
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export default function SharePage() {
  const { id = '' } = useParams<{ id: string }>();
  const documentId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const doc = useDocument(documentId);
  const links = useShareLinks(documentId);
  const people = useDocumentPeople(documentId);
  const [created, setCreated] = useState<{ name: string; url: string }>();

  if (!documentId || isGone(doc.error) || isGone(links.error)) {
    return (
      <Page documentId={0} title="Share document">
        <p className="text-muted">{NOT_FOUND}</p>
      </Page>
    );
  }
  if (doc.isLoading || links.isLoading || people.isLoading) return <FullScreenSpinner fullScreen={false} />;
  if (doc.error || !doc.data) {
    return (
      <Page documentId={documentId} title="Share document">
        <p className="text-danger">{doc.error ? serverMessage(doc.error) : 'We couldn’t load this document.'} Please refresh the page.</p>
      </Page>
    );
  }

  const title = `Share “${doc.data.title}”`;
  if (links.error) {
    const refused = links.error instanceof ApiError && links.error.status === 403;
    return (
      <Page documentId={documentId} title={title}>
        <p role={refused ? undefined : 'alert'} className={`max-w-2xl rounded-lg border p-4 ${refused ? 'border-border bg-surface-muted' : 'border-danger bg-danger-soft'}`}>
          {refused ? serverMessage(links.error) : `We couldn’t load this document’s links: ${serverMessage(links.error)} Please refresh the page.`}
        </p>
      </Page>
    );
  }

  return (
    <Page documentId={documentId} title={title}>
      <p className="max-w-2xl text-muted">
        Share with people who have a Counsel account, or invite them by email: they open it with their own account, as viewers, commenters or editors. Or make a
        link: anyone holding it can read the document without an account, and a link that allows comments lets them comment under a name they give. Remove a
        person or revoke a link at any time.
      </p>
      <div className="flex max-w-3xl flex-col gap-6">
        {people.data ? (
          <PeopleSection documentId={documentId} people={people.data} />
        ) : (
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-4">
            We couldn’t load who this document is shared with{people.error ? `: ${serverMessage(people.error)}` : '.'} Please refresh the page.
          </p>
        )}
        <ShareLinkForm documentId={documentId} onCreated={setCreated} />
        {created && (
          <CreatedLink
            key={created.url}
            title={`Your link “${created.name}” is ready`}
            url={created.url}
            note={
              <>
                <strong>This link is shown only now.</strong> Copy it before you leave this page: Counsel does not keep it and cannot show it again. If you lose it,
                revoke it and create a new one.
              </>
            }
          />
        )}
        <LinkList documentId={documentId} links={links.data?.items ?? []} />
      </div>
    </Page>
  );
}

function Page({ documentId, title, children }: { documentId: number; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1 border-b border-border pb-4">
        <Link href={documentId ? `/documents/${documentId}` : '/documents'} className="self-start text-sm text-accent hover:underline">
          {documentId ? '← Back to the document' : '← Back to your documents'}
        </Link>
        <h1 className="text-2xl font-semibold break-words">{title}</h1>
      </header>
      {children}
    </div>
  );
}
