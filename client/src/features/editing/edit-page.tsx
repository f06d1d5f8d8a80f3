/** /documents/{id}/edit: the document in the editor, or a PDF read-only with "Make an editable copy". */
import { EditorContent, useEditor } from '@tiptap/react';
import { Copy } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { editorExtensions } from '@common/editing/extensions';
import type { EditorDocument } from '@common/schemas/editing';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError, serverMessage } from '@/lib/api-request';
import { useUser } from '@/features/auth/api/use-user';
import { useEditableCopy, useEditorDocument } from './api/editing';
import { DocumentEditor } from './components/document-editor';
import { DocumentHeading } from './components/document-heading';

export default function EditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const documentId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const { data: doc, isLoading, error } = useEditorDocument(documentId);
  const { user } = useUser();
  if (isLoading) return <FullScreenSpinner fullScreen={false} />;
  if (!documentId || (error instanceof ApiError && (error.status === 404 || error.status === 400))) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">Edit document</h1>
        <p className="text-muted">This document does not exist or was deleted.</p>
        <Link href="/documents" className="text-accent hover:underline">
          Back to your documents
        </Link>
      </div>
    );
  }
  if (error || !doc) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">Edit document</h1>
        <p className="text-danger">{error ? serverMessage(error) : 'We couldn’t open this document. Please refresh the page.'}</p>
        <Link href={`/documents/${documentId}`} className="text-accent hover:underline">
          Back to the document
        </Link>
      </div>
    );
  }
  return doc.mode === 'edit' && user ? <DocumentEditor key={doc.id} doc={doc} userId={user.id} /> : <ReadOnlyDocument doc={doc} />;
}

/** A PDF: its sections read-only, and an editable copy to make. */
function ReadOnlyDocument({ doc }: { doc: EditorDocument }) {
  const [, navigate] = useLocation();
  const copy = useEditableCopy(doc.id);
  const editor = useEditor({
    extensions: editorExtensions,
    content: doc.content,
    editable: false,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': `Text of ${doc.title}`, 'aria-readonly': 'true', role: 'document', class: 'counsel-editor rounded-lg border border-border bg-surface px-6 py-8 sm:px-12' } },
  });

  async function makeCopy() {
    try {
      const { id } = await copy.mutateAsync();
      toast({ title: 'Editable copy made', description: 'It is a new Word document in your documents; the PDF stays as it was.' });
      navigate(`/documents/${id}/edit`);
    } catch (err) {
      toast({ title: 'No copy was made', description: serverMessage(err as Error), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <DocumentHeading documentId={doc.id} title={doc.title}>
        <Button onClick={() => void makeCopy()} busy={copy.isPending}>
          <Copy className="size-4" aria-hidden />
          Make an editable copy
        </Button>
      </DocumentHeading>
      <p className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
        A PDF opens read-only: its text is shown here with its sections. To change it or comment on it, make an editable copy. The copy is a new Word document, with its own versions; the PDF stays as it is.
      </p>
      <EditorContent editor={editor} />
    </div>
  );
}
