import { useState } from 'react';
import { useSearch } from 'wouter';
import { LinkTabPanel, LinkTabs } from '@/components/ui/link-tabs';
import { ContextHint } from '@/features/teams';
import { useDebounced } from '@/lib/use-debounced';
import { ConversationResults } from './components/conversation-results';
import { DocumentResults } from './components/document-results';
import { HistoryFilters, NO_FILTERS } from './components/history-filters';

const DEBOUNCE_MS = 300;

const TABS = [
  { id: 'conversations', label: 'Conversations', href: '/history' },
  { id: 'documents', label: 'Document analyses', href: '/history?tab=documents' },
] as const;

const PLACEHOLDERS = { conversations: 'Words from questions and answers', documents: 'Words from titles and text' };

/**
 * /history and /history?tab=documents: past conversations and document analyses, each searchable and
 * filterable by day, page by page. The filters stay as they are when the tab changes.
 */
export default function HistoryPage() {
  const tab = new URLSearchParams(useSearch()).get('tab') === 'documents' ? 'documents' : 'conversations';
  const [values, setValues] = useState(NO_FILTERS);
  const q = useDebounced(values.text, DEBOUNCE_MS);
  const filters = { q, from: values.from, to: values.to };
  const filtered = !!(q.trim() || values.from || values.to);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <ContextHint />
        <h1 className="text-3xl font-semibold">History</h1>
        <p className="text-lg text-muted">Your past conversations with Counsel and the documents it analysed, newest first.</p>
      </header>
      <div className="flex flex-col gap-4">
        <LinkTabs label="History" tabs={TABS} selected={tab} idPrefix="history" />
        <LinkTabPanel idPrefix="history" selected={tab} className="flex flex-col gap-6">
          <HistoryFilters value={values} onChange={setValues} placeholder={PLACEHOLDERS[tab]} />
          {tab === 'documents' ? <DocumentResults filters={filters} filtered={filtered} /> : <ConversationResults filters={filters} filtered={filtered} />}
        </LinkTabPanel>
      </div>
    </div>
  );
}
