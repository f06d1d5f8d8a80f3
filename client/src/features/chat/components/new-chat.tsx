import { Info } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StateCode } from '@common/jurisdictions';
import { NOT_LEGAL_ADVICE } from '@common/schemas/chat';
import { UpgradePrompt } from '@/features/billing';
import { useTopic } from '@/features/knowledge-base';
import { ApiError, serverMessage } from '@/lib/api-request';
import { savedState, saveState } from '@/lib/my-state';
import { useCreateConversation } from '../api/conversations';
import { useConversationLimit } from '../lib/conversation-limit';
import { setPendingQuestion } from '../lib/pending-question';
import { AskingAbout, AskingAboutDocument, AskingAboutMatter } from './asking-about';
import { Composer } from './composer';
import { JurisdictionSelect } from '@/components/jurisdiction-select';
import { ContextHint } from '@/features/teams';

const EXAMPLES = [
  "My landlord won't return my security deposit. What can I do?",
  'A debt collector keeps calling me at work. Is that legal?',
  'My boss makes me work 50 hours a week without overtime pay.',
  'I got a speeding ticket. Should I fight it?',
  'How do I make a simple will?',
  'My ex stopped paying child support. What are my options?',
];

const GUIDE_EXAMPLES = [`What are my rights here?`, `What should I do first?`, `What deadlines apply to me?`, `When do I need a lawyer for this?`];

/** questions whose words a lease, an offer letter or an agreement usually has */
const DOCUMENT_EXAMPLES = ['What do I have to pay, and when?', 'How can this agreement be ended?', 'What happens if I pay late?', 'Who is responsible for repairs?'];

const GUIDE_ID = /^[a-z0-9-]{1,64}\/[a-z0-9-]{1,64}$/;
const DOCUMENT_ID = /^[1-9]\d{0,9}$/;
const idParam = (value: string | null) => (value && DOCUMENT_ID.test(value) ? Number(value) : undefined);

/**
 * A new conversation: example questions, the state to answer for, and the first question. Opened from
 * a guide (`?topic=housing/security-deposits`), a document (`?document=12`) or a matter (`?matter=5`: the
 * conversation is filed in it and may cite its analysed documents), it is about that.
 */
export function NewChat() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const topicId = search.get('topic') ?? '';
  const documentId = idParam(search.get('document'));
  const matterId = documentId ? undefined : idParam(search.get('matter'));
  const aboutGuide = GUIDE_ID.test(topicId) ? topicId : undefined;
  const [categoryId = '', guideId = ''] = aboutGuide?.split('/') ?? [];
  const guide = useTopic(categoryId, guideId, { enabled: !!aboutGuide });
  const [jurisdiction, setJurisdiction] = useState<StateCode | null>(savedState);
  // about a document, the state its governing law names comes first, unless the person picks one here
  const [picked, setPicked] = useState(false);
  const create = useCreateConversation();
  // at the plan's limit the composer says so before anything is typed, as the server would after
  const usageLimit = useConversationLimit(false);
  const limit = create.error instanceof ApiError && create.error.status === 402 ? serverMessage(create.error) : usageLimit;
  const guideTitle = aboutGuide && guide.data?.title;

  function pickState(value: StateCode | null) {
    setJurisdiction(value);
    setPicked(true);
    saveState(value);
  }

  /** Starts the conversation; the promise fails if the server refuses, and the question stays in the box. */
  async function start(question: string) {
    const conversation = await create.mutateAsync(
      {
        ...(documentId && !picked ? {} : { jurisdiction }),
        // the server checks the document is the user's own and analysed, and says so if it is not
        ...(documentId
          ? { context: { documentIds: [documentId] } }
          : matterId
            ? { context: { matterId } }
            : aboutGuide && guide.data
              ? { context: { topicId: aboutGuide } }
              : {}),
      },
    );
    setPendingQuestion(conversation.id, question);
    navigate(`/chat/${conversation.id}`, { replace: true });
  }

  const examples = documentId ? DOCUMENT_EXAMPLES : guideTitle || matterId ? GUIDE_EXAMPLES : EXAMPLES;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <ContextHint />
        <h1 className="text-3xl font-semibold">Ask a legal question</h1>
        <p className="max-w-[70ch] text-lg text-muted">
          Describe your situation in your own words. Answers are in plain English, and every rule they state links to its source.
        </p>
      </header>
      {documentId ? (
        <AskingAboutDocument id={documentId} />
      ) : matterId ? (
        <AskingAboutMatter id={matterId} />
      ) : (
        guideTitle && <AskingAbout kind="guide" title={guideTitle} href={`/knowledge-base/${aboutGuide}`} />
      )}
      {limit ? (
        <UpgradePrompt message={limit} />
      ) : (
        <>
          <JurisdictionSelect value={jurisdiction} onChange={pickState} />
          <section aria-labelledby="examples-heading" className="flex flex-col gap-2">
            <h2 id="examples-heading" className="text-sm font-semibold text-muted">
              Try asking
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {examples.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    disabled={create.isPending}
                    onClick={() => start(example).catch(() => {})}
                    className="h-full w-full rounded-lg border border-border bg-surface p-3 text-left text-sm hover:border-accent disabled:opacity-60"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <Composer onSend={start} disabled={create.isPending} autoFocus />
          {create.error && !limit && (
            <p role="alert" className="text-sm text-danger">
              We couldn’t start the conversation: {serverMessage(create.error)}
            </p>
          )}
        </>
      )}
      <p className="flex gap-2 text-xs text-muted">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {NOT_LEGAL_ADVICE}
      </p>
    </div>
  );
}
