import { FileUp, Lock } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useLocation } from 'wouter';
import { MAX_UPLOAD_BYTES } from '@common/schemas/documents';
import { UpgradePrompt } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useUploadDocument } from './api/documents';

const ACCEPT = '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';
const LIMITS = 'PDF, DOCX, TXT — max 10MB';

/** Upload one document by dropping it or choosing it; its analysis then shows on its own page. */
export default function UploadPage() {
  const [, navigate] = useLocation();
  const upload = useUploadDocument();
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [tooLarge, setTooLarge] = useState<string>();
  const inputId = useId();
  const limit = upload.error instanceof ApiError && upload.error.status === 402 ? serverMessage(upload.error) : undefined;

  function send(file: File | undefined) {
    if (!file || upload.isPending) return;
    setTooLarge(undefined);
    // the server refuses it too; saying so now saves sending 10 MB for nothing
    if (file.size > MAX_UPLOAD_BYTES) return setTooLarge(`“${file.name}” is larger than 10 MB. Upload a smaller file, or split the document into parts.`);
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress }, { onSuccess: ({ id }) => navigate(`/documents/${id}`, { replace: true }) });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 1) return setTooLarge('Drop one file at a time.');
    send(event.dataTransfer.files[0]);
  }

  const error = tooLarge ?? (upload.error && !limit ? serverMessage(upload.error) : undefined);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Upload a document</h1>
        <p className="text-lg text-muted">A lease, an NDA, a job offer or any agreement. Counsel reads it and lays out its sections, so you can see what it says and where.</p>
      </header>
      {limit ? (
        <UpgradePrompt message={limit} />
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center gap-3 rounded-lg border-2 border-dashed p-10 text-center transition-colors focus-within:ring-2 focus-within:ring-focus ${
            dragging ? 'border-accent bg-accent-soft' : 'border-border bg-surface hover:border-accent'
          } ${upload.isPending ? 'pointer-events-none opacity-70' : ''}`}
        >
          <FileUp className="size-10 text-accent" aria-hidden />
          <span className="text-lg font-medium">Drop a file here, or choose one</span>
          <span className="text-sm text-muted">{LIMITS}</span>
          <input id={inputId} type="file" accept={ACCEPT} className="sr-only" disabled={upload.isPending} onChange={(e) => send(e.target.files?.[0])} />
        </label>
      )}
      {upload.isPending && (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm">Uploading… {Math.round(progress * 100)}%</p>
          <div className="h-2 overflow-hidden rounded-full bg-border" role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
            <div className="h-full bg-accent transition-[width]" style={{ width: `${progress * 100}%` }} />
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {error}
        </p>
      )}
      <p className="flex gap-2 text-sm text-muted">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        Your documents are private to your account. The Free plan includes 2 uploads a month; Premium is unlimited.
      </p>
    </div>
  );
}
