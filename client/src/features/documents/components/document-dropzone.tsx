import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '@common/schemas/documents';
import { UpgradePrompt } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useUploadDocument } from '../api/documents';

const ACCEPT = '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';
const LIMITS = 'PDF, DOCX, TXT — max 10MB';

interface DocumentDropzoneProps {
  /** the matter the document is filed in, if any */
  matterId?: number;
  /** called once the server has the file; Counsel then reads it in the background */
  onUploaded: (document: { id: number }, file: File) => void;
  /** a smaller zone, for a tab inside a page */
  compact?: boolean;
  /** not ready to take a file yet (the matter chosen is still being checked) */
  disabled?: boolean;
}

/**
 * Upload one document by dropping it or choosing it, with its progress; too large a file is refused before
 * sending, the plan's limit shows the upgrade prompt, and anything else the server refuses is said in its words.
 */
export function DocumentDropzone({ matterId, onUploaded, compact = false, disabled = false }: DocumentDropzoneProps) {
  const upload = useUploadDocument();
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string>();
  const inputId = useId();
  const limit = upload.error instanceof ApiError && upload.error.status === 402 ? serverMessage(upload.error) : undefined;
  if (limit) return <UpgradePrompt message={limit} />;

  const busy = upload.isPending || disabled;

  function send(file: File | undefined) {
    if (!file || busy) return;
    setRefused(undefined);
    // the server refuses it too; saying so now saves sending 10 MB for nothing
    if (file.size > MAX_UPLOAD_BYTES) return setRefused(`“${file.name}” is larger than 10 MB. Upload a smaller file, or split the document into parts.`);
    setProgress(0);
    upload.mutate({ file, matterId, onProgress: setProgress }, { onSuccess: (document) => onUploaded(document, file) });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 1) return setRefused('Drop one file at a time.');
    send(event.dataTransfer.files[0]);
  }

  const error = refused ?? (upload.error ? serverMessage(upload.error) : undefined);
  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center rounded-lg border-2 border-dashed text-center transition-colors focus-within:ring-2 focus-within:ring-focus ${
          compact ? 'gap-1 p-4' : 'gap-3 p-10'
        } ${dragging ? 'border-accent bg-accent-soft' : 'border-border bg-surface hover:border-accent'} ${busy ? 'pointer-events-none opacity-70' : ''}`}
      >
        <FileUp className={`${compact ? 'size-6' : 'size-10'} text-accent`} aria-hidden />
        <span className={compact ? 'font-medium' : 'text-lg font-medium'}>Drop a file here, or choose one</span>
        <span className="text-sm text-muted">{LIMITS}</span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            send(e.target.files?.[0]);
            // the same file can be chosen again, after a refusal
            e.target.value = '';
          }}
        />
      </label>
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
    </div>
  );
}
