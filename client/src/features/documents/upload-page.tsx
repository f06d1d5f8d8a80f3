import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MatterChoice, useMatterChoices } from '@/components/matter-choice';
import { DocumentDropzone } from './components/document-dropzone';

/** Upload one document, filed in a matter if chosen (`?matter=ID` chooses one); its analysis then shows on its own page. */
export default function UploadPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [matter, setMatter] = useState(() => new URLSearchParams(search).get('matter')?.match(/^[1-9]\d{0,9}$/)?.[0] ?? '');
  // a matter named by the link is checked before a file is taken: never filed in one the list does not show
  const { matters } = useMatterChoices(matter);
  const checked = matter === '' || matters.some((m) => String(m.id) === matter);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Upload a document</h1>
        <p className="text-lg text-muted">A lease, an NDA, a job offer or any agreement. Counsel reads it and lays out its sections, so you can see what it says and where.</p>
      </header>
      <MatterChoice label="File it in a matter (optional)" noneLabel="Not in a matter" value={matter} onChange={setMatter} />
      <DocumentDropzone matterId={matter ? Number(matter) : undefined} disabled={!checked} onUploaded={({ id }) => navigate(`/documents/${id}`, { replace: true })} />
      <p className="flex gap-2 text-sm text-muted">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        Only you see the documents in your personal workspace; in a team, its members see the team’s. The Free plan includes 2 uploads a month; Premium is unlimited.
      </p>
    </div>
  );
}
