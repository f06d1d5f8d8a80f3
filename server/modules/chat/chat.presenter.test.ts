import { describe, expect, it } from 'vitest';
import { previewOf, titleFrom, toMessage } from './chat.presenter';
import type { MessageRow } from './chat.repository';

describe('titleFrom', () => {
  it('is the first line of the question, cut at a word near 60 characters', () => {
    expect(titleFrom('  My landlord kept my deposit\nand more details')).toBe('My landlord kept my deposit');
    expect(titleFrom('My landlord says I owe for new carpet, paint and cleaning after a two year lease')).toBe('My landlord says I owe for new carpet, paint and cleaning…');
    expect(titleFrom('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
  });

  it('drops bidirectional controls, so a title cannot display other than it is stored', () => {
    expect(titleFrom('\u202EMy deposit\u202C question')).toBe('My deposit question');
  });
});

describe('previewOf', () => {
  it('is plain text: no Markdown marks, links as their words, no citation markers', () => {
    expect(previewOf('**In California**\n- Return it in **21 days** [1][2]. See the [knowledge base](/knowledge-base).')).toBe(
      'In California - Return it in 21 days. See the knowledge base.',
    );
  });

  it('cuts a long message at a word and says so', () => {
    const preview = previewOf('word '.repeat(100));
    expect(preview.length).toBeLessThanOrEqual(161);
    expect(preview).toMatch(/word…$/);
  });
});

describe('toMessage', () => {
  const row = (status: MessageRow['status']): MessageRow => ({
    id: 'a1',
    conversationId: 1,
    seq: 2,
    role: 'assistant',
    parts: [{ type: 'text', text: 'Your landlord must' }],
    text: 'Your landlord must',
    sources: [],
    status,
    streamedAt: null,
    verified: null,
    provider: 'offline',
    model: 'offline',
    inputTokens: null,
    outputTokens: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });

  it('shows an answer its server stopped part-way (a crash) as interrupted, apart from one the reader stopped', () => {
    expect(toMessage(row('interrupted')).status).toBe('interrupted');
    expect(['complete', 'partial', 'error'].map((s) => toMessage(row(s as MessageRow['status'])).status)).toEqual(['complete', 'partial', 'error']);
  });
});
