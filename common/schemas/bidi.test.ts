import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createConversationSchema, updateConversationSchema } from './chat';
import { updateDocumentSchema, uploadFieldsSchema } from './documents';
import { createDeadlineSchema, createMatterSchema, createTaskSchema, updateDeadlineSchema, updateMatterSchema, updateTaskSchema } from './matters';
import { createTeamSchema, updateTeamSchema } from './teams';

// a right-to-left override and an isolate, which would make the name display in another order, and the marks
const SPOOFED = '\u2067 Lease\u202E fdp.exe\u202C \u200Freview\u200E\u061C \u2069';
const CLEAN = 'Lease fdp.exe review';

/** [schema, the field, other fields the schema needs] */
const NAMED_FIELDS: [string, z.ZodType, string, object][] = [
  ['conversation (new)', createConversationSchema, 'title', {}],
  ['conversation (rename)', updateConversationSchema, 'title', {}],
  ['document (upload)', uploadFieldsSchema, 'title', {}],
  ['document (rename)', updateDocumentSchema, 'title', {}],
  ['matter (new)', createMatterSchema, 'title', {}],
  ['matter (edit)', updateMatterSchema, 'title', {}],
  ['matter client', createMatterSchema, 'clientName', { title: 'Lease' }],
  ['task (new)', createTaskSchema, 'title', {}],
  ['task (edit)', updateTaskSchema, 'title', {}],
  ['deadline (new)', createDeadlineSchema, 'title', { date: '2026-03-01' }],
  ['deadline (edit)', updateDeadlineSchema, 'title', {}],
  ['team (new)', createTeamSchema, 'name', {}],
  ['team (rename)', updateTeamSchema, 'name', {}],
];

describe('titles and names lose bidirectional controls', () => {
  it.each(NAMED_FIELDS)('%s', (_what, schema, field, rest) => {
    const parsed = schema.safeParse({ ...rest, [field]: SPOOFED });
    expect(parsed.error).toBeUndefined();
    expect((parsed.data as Record<string, unknown>)[field]).toBe(CLEAN);
  });

  it.each(NAMED_FIELDS)('%s: one of nothing but controls is empty', (_what, schema, field, rest) => {
    const parsed = schema.safeParse({ ...rest, [field]: '\u202E\u2066 \u2069' });
    if (field === 'clientName') expect((parsed.data as Record<string, unknown>).clientName).toBeNull();
    else expect(parsed.success).toBe(false);
  });

  it('strips matter tags too, and keeps right-to-left text', () => {
    expect(createMatterSchema.parse({ title: 'עקב חוזה', tags: ['\u202Eurgent', 'عقد'] })).toMatchObject({ title: 'עקב חוזה', tags: ['urgent', 'عقد'] });
  });

  it('leaves prose alone: a matter description may use isolates around a right-to-left quote', () => {
    const description = 'The landlord wrote \u2067לא\u2069 on the notice.';
    expect(createMatterSchema.parse({ title: 'Lease', description }).description).toBe(description);
  });
});
