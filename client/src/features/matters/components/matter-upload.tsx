import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@common/schemas/documents';
import { toast } from '@/components/ui/toast-store';
import { UpgradePrompt } from '@/features/billing';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useUploadIntoMatter } from '../api/links';

const ACCEPT = '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

/** Uploads a document straight into the matter; Counsel then reads it, and its status shows in the list below. */
export function MatterUpload({ matterId }: { matterId: number }) {
  const upload = useUploadIntoMatter(matterId);
  const [tooLarge, setTooLarge] = useState<string>();
  const inputId = useId();
  const limit = upload.error instanceof ApiError && upload.error.status === 402 ? serverMessage(upload.error) : undefined;
  if (limit) return <UpgradePrompt message={limit} />;

  function send(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file || upload.isPending) return;
    setTooLarge(undefined);
    // the server refuses it too; saying so now saves sending 10 MB for nothing
    if (file.size > MAX_UPLOAD_BYTES) return setTooLarge(`“${file.name}” is larger than 10 MB. Upload a smaller file, or split the document into parts.`);
    upload.mutate(file, { onSuccess: () => toast({ title: 'Document uploaded', description: `Counsel is reading “${file.name}”.` }) });
  }

  const error = tooLarge ?? (upload.error ? serverMessage(upload.error) : undefined);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed border-border bg-surface p-4">
      <label
        htmlFor={inputId}
        className={`inline-flex min-h-10 cursor-pointer items-center gap-2 self-start rounded-md bg-accent px-4 text-sm font-medium text-on-accent focus-within:ring-2 focus-within:ring-focus hover:bg-accent-hover ${upload.isPending ? 'pointer-events-none opacity-70' : ''}`}
      >
        <FileUp className="size-4" aria-hidden />
        {upload.isPending ? 'Uploading…' : 'Upload a document'}
        <input id={inputId} type="file" accept={ACCEPT} className="sr-only" disabled={upload.isPending} onChange={(e) => send(e.target)} />
      </label>
      <p className="text-sm text-muted">PDF, DOCX or TXT, up to 10 MB. It is filed in this matter, and chats about the matter can cite it.</p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
