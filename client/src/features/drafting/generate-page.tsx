import { FilePen } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ContextHint } from '@/features/teams';
import { ApiError } from '@/lib/api-request';
import { useDraft, useDrafts } from './api/drafts';
import { TEMPLATE_ID, useTemplate } from './api/templates';
import { DraftsList } from './components/drafts-list';
import { Interview } from './components/interview';
import { TemplateGuide } from './components/template-guide';
import { TemplatePicker } from './components/template-picker';

const ID = /^[1-9]\d{0,9}$/;

/**
 * /documents/generate: the templates to choose from and the drafts to resume; `?template=` opens a
 * template's guide, `?draft=` the interview of a draft, `?matter=` files a new draft in that matter.
 */
export default function GeneratePage() {
  const search = new URLSearchParams(useSearch());
  const draft = search.get('draft');
  const template = search.get('template');
  const matter = search.get('matter')?.match(ID)?.[0] ?? '';
  if (draft !== null) return <DraftScreen id={ID.test(draft) ? Number(draft) : 0} />;
  if (template !== null) return <TemplateGuide key={template} templateId={template} matter={matter} />;
  return <Picker matter={matter} />;
}

function Picker({ matter }: { matter: string }) {
  const { data } = useDrafts();
  const drafts = data?.items ?? [];
  const link = (id: string) => `/documents/generate?template=${id}${matter ? `&matter=${matter}` : ''}`;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <ContextHint />
        <h1 className="text-3xl font-semibold">Draft a document</h1>
        <p className="max-w-[70ch] text-lg text-muted">
          Choose a letter or agreement and answer plain questions about your situation. Counsel writes the document as you go, with the parts that depend on your
          state, and you download it as Word or PDF.
        </p>
      </header>
      {drafts.length > 0 && (
        <section aria-labelledby="your-drafts" className="flex flex-col gap-3">
          <h2 id="your-drafts" className="text-xl font-semibold">
            Your drafts
          </h2>
          <DraftsList drafts={drafts} />
        </section>
      )}
      <TemplatePicker link={link} />
      <p className="max-w-[70ch] text-sm text-muted">
        Templates give general information, not legal advice. Each guide says when the document fits and when to see a lawyer instead.
      </p>
    </div>
  );
}

function DraftScreen({ id }: { id: number }) {
  const draft = useDraft(id);
  const template = useTemplate(draft.data?.templateId ?? null);
  // the answers are taken from a fresh copy: the interview saves over the draft with what it starts from
  if (id && (!draft.isFetchedAfterMount || template.isLoading)) return <FullScreenSpinner fullScreen={false} />;
  const missing = !id || (draft.error instanceof ApiError && (draft.error.status === 404 || draft.error.status === 400));
  if (missing || !draft.data || !template.data || !TEMPLATE_ID.test(draft.data.templateId)) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold">Draft a document</h1>
        <p className={missing ? 'text-muted' : 'text-danger'}>
          {missing
            ? 'This draft does not exist, or it is in another workspace.'
            : draft.error instanceof ApiError && draft.error.status === 409
              ? 'The template this draft was started from is no longer available.'
              : 'We couldn’t load this draft. Please refresh the page.'}
        </p>
        <Link href="/documents/generate" className="inline-flex items-center gap-2 font-medium text-accent hover:underline">
          <FilePen className="size-4" aria-hidden />
          See the templates and your drafts
        </Link>
      </div>
    );
  }
  return <Interview key={id} template={template.data} draft={draft.data} />;
}
