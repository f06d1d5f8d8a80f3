/**
 * Drafting from templates: the templates (synced from content/templates at start), drafts that save
 * as the person answers and show the document as it will read, generation into a document of the
 * Documents list (a DOCX, read and analysed like an upload), DOCX and PDF downloads, and saved answers
 * reused across templates. Access through the shared policy: a draft belongs to the workspace it was
 * started in (decision 0008); changing it is for whoever started it, or the team's admins.
 */
import { fileNameOf } from '../documents/documents.presenter';
import { STATE_CODES, type StateCode } from '../../../common/jurisdictions';
import type { AnswerSet, Draft, DraftListItem, KnownParty, SectionSuggestions, TemplateDto, TemplateSummaryDto } from '../../../common/schemas/drafting';
import { answerProblems, knownAnswers } from '../../../common/templates/answers';
import type { Answers, Party, StateNotice } from '../../../common/templates/definition';
import { documentText, SIGNATURE_LINE, type DraftDocument } from '../../../common/templates/document';
import type { createContentRecordsRepository } from '../../content/records.repository';
import type { StateRule } from '../../content/state-rules';
import type { Template } from '../../content/templates';
import { ownerOf } from '../../db/ownership-filter';
import { toDocx } from '../../drafting/docx';
import { toPdf } from '../../drafting/pdf';
import type { SectionRewriter } from '../../ai/section-rewrite';
import { escapeMarkdown, inlineText } from '../../drafting/markdown-blocks';
import { compile } from '../../drafting/handlebars';
import { renderContext, renderTemplate } from '../../drafting/render';
import { stateRuleCells } from '../../drafting/state-cells';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { assertMayChange } from '../../plugins/workspace';
import type { DocumentsService } from '../documents/documents.service';
import type { EditingService } from '../editing/editing.service';
import { ANSWER_SETS_MAX, type AnswerSetRow, type DraftingRepository, type DraftRow } from './drafting.repository';

type Records = ReturnType<typeof createContentRecordsRepository>;

export const DRAFTING_MESSAGES = {
  noTemplate: 'There is no template with that id.',
  templateGone: 'The template this draft was started from is no longer available.',
  noDraft: 'This draft does not exist, or it is not in this workspace.',
  incomplete: 'Some questions still need an answer before the document can be made.',
  noSection: 'This document has no section with that name. It may depend on an answer that changed.',
  noClause: 'There is no such alternative for this section.',
  aiFailed: 'The AI could not rewrite this section just now. Try again, or choose one of the alternatives.',
  noAnswerSet: 'These saved answers do not exist, or they are not in this workspace.',
  tooManyAnswerSets: `You can keep up to ${ANSWER_SETS_MAX} saved answers. Delete some you no longer use.`,
} as const;

const STATES = new Set<string>(STATE_CODES);

/** A section of a rendered document: its heading and its text up to the next heading. */
function sectionOf(doc: DraftDocument, id: string): { heading: string; text: string } | undefined {
  const start = doc.blocks.findIndex((b) => b.type === 'heading' && b.id === id);
  if (start < 0) return undefined;
  const heading = doc.blocks[start] as Extract<DraftDocument['blocks'][number], { type: 'heading' }>;
  const end = doc.blocks.findIndex((b, i) => i > start && (b.type === 'heading' || b.type === 'signatures' || (b.type === 'paragraph' && b.lines[0]?.[0]?.text === SIGNATURE_LINE)));
  const body = doc.blocks.slice(start + 1, end < 0 ? undefined : end);
  return { heading: heading.text, text: documentText({ title: '', blocks: body }) };
}
const day = (at: Date) => at.toISOString().slice(0, 10);

export interface DraftingDeps {
  repository: DraftingRepository;
  records: Records;
  /** the knowledge base's areas and guide titles, to name a template's area and related guides */
  knowledgeBase: { listCategories(): Promise<{ id: string; name: string }[]>; titlesOf(keys: string[]): Promise<{ categoryId: string; topicId: string; title: string }[]> };
  documents: Pick<DocumentsService, 'upload' | 'replaceFile' | 'get'>;
  /** an edited document generated again keeps its edits in its history */
  editing: Pick<EditingService, 'adoptFile'>;
  /** the matter a draft is filed in must be in the workspace (404 otherwise) */
  matters: { row(user: Actor, id: number): Promise<unknown> };
  /** "Draft with AI" with an LLM configured; undefined offline */
  rewriter?: SectionRewriter;
  log: { warn(obj: object, msg: string): void };
  now: () => Date;
}

export function createDraftingService({ repository, records, knowledgeBase, documents, editing, matters, rewriter, log, now }: DraftingDeps) {
  // the templates and tables are the files this version of the server synced at start, so they are read once
  let loaded: Promise<{ templates: Map<string, Template>; cells: ReturnType<typeof stateRuleCells>; areas: Map<string, string> }> | undefined;
  const content = () => {
    loaded ??= Promise.all([records.list<Template>('templates'), records.list<StateRule>('state-rules'), knowledgeBase.listCategories()])
      .then(([templates, rules, categories]) => ({
        templates: new Map(templates.sort((a, b) => a.title.localeCompare(b.title)).map((t) => [t.id, t])),
        cells: stateRuleCells(rules),
        areas: new Map(categories.map((c) => [c.id, c.name])),
      }))
      .catch((err: unknown) => {
        loaded = undefined;
        throw err;
      });
    return loaded;
  };

  async function template(id: string): Promise<Template> {
    const t = (await content()).templates.get(id);
    if (!t) throw new AppError(404, 'not_found', DRAFTING_MESSAGES.noTemplate);
    return t;
  }

  /** a draft's template: a 409 if a later version of Counsel removed it */
  async function templateOf(row: DraftRow): Promise<Template> {
    const t = (await content()).templates.get(row.templateId);
    if (!t) throw new AppError(409, 'conflict', DRAFTING_MESSAGES.templateGone);
    return t;
  }

  async function summary(t: Template): Promise<TemplateSummaryDto> {
    return { id: t.id, title: t.title, area: t.area, areaName: (await content()).areas.get(t.area) ?? t.area, summary: t.summary };
  }

  const governingState = (t: Template, answers: Answers): StateCode | null => {
    const value = t.stateQuestion ? answers[t.stateQuestion] : null;
    return typeof value === 'string' && STATES.has(value) ? (value as StateCode) : null;
  };

  /** the notes for the governing state, and those meant for every other state (or for anyone before a state is chosen), as plain text */
  async function noticesFor(t: Template, row: DraftRow, state: StateCode | null): Promise<StateNotice[]> {
    const context = renderContext(t, row.answers, { preview: true, today: day(now()), cells: (await content()).cells });
    return t.notices.flatMap((n) => {
      const source = (state ? n.states[state] : undefined) ?? n.otherwise;
      const text = source ? inlineText(compile(source)(context)) : '';
      return text ? [{ text, cite: n.cite, ...(n.url ? { url: n.url } : {}) }] : [];
    });
  }

  async function render(t: Template, row: Pick<DraftRow, 'answers' | 'overrides'>, preview: boolean): Promise<DraftDocument> {
    const { cells } = await content();
    // an answer that is not yet valid (a half-typed ZIP) shows as a gap, never as whatever was typed
    const problems = answerProblems(t.pages, row.answers, false);
    const usable = Object.fromEntries(Object.entries(row.answers).filter(([id]) => !problems[id])) as Answers;
    return renderTemplate(t, usable, { preview, today: day(now()), cells, overrides: row.overrides });
  }

  async function listItem(row: DraftRow): Promise<DraftListItem> {
    const t = (await content()).templates.get(row.templateId);
    return {
      id: row.id,
      templateId: row.templateId,
      templateTitle: t?.title ?? row.templateId,
      title: row.title,
      documentId: row.documentId,
      matterId: row.matterId,
      ownerId: row.ownerId,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function toDraft(row: DraftRow): Promise<Draft> {
    const t = await templateOf(row);
    const state = governingState(t, row.answers);
    return {
      ...(await listItem(row)),
      answers: row.answers,
      // the question pages, then Review (index pages.length)
      page: Math.min(row.page, t.pages.length),
      state,
      preview: await render(t, row, true),
      reworded: Object.keys(row.overrides),
      alternatives: Object.keys(t.clauses),
      aiRewrite: Boolean(rewriter),
      problems: answerProblems(t.pages, row.answers, true),
      notices: await noticesFor(t, row, state),
    };
  }

  async function findDraft(user: Actor, id: number): Promise<DraftRow> {
    const row = await repository.findDraft(ownerOf(user), id);
    if (!row) throw new AppError(404, 'not_found', DRAFTING_MESSAGES.noDraft);
    return row;
  }

  /** the finished document of a draft whose every required question is answered validly, or 400 naming each problem */
  async function finished(row: DraftRow): Promise<{ t: Template; doc: DraftDocument }> {
    const t = await templateOf(row);
    const problems = answerProblems(t.pages, row.answers, true);
    if (Object.keys(problems).length) throw new AppError(400, 'validation_error', DRAFTING_MESSAGES.incomplete, problems);
    return { t, doc: await render(t, row, false) };
  }

  const toAnswerSet = (row: AnswerSetRow): AnswerSet => ({ id: row.id, name: row.name, value: row.value as AnswerSet['value'], updatedAt: row.updatedAt.toISOString() });

  async function findAnswerSet(user: Actor, id: number): Promise<AnswerSetRow> {
    const row = await repository.findAnswerSet(ownerOf(user), id);
    if (!row) throw new AppError(404, 'not_found', DRAFTING_MESSAGES.noAnswerSet);
    return row;
  }

  return {
    async templates(): Promise<{ templates: TemplateSummaryDto[] }> {
      return { templates: await Promise.all([...(await content()).templates.values()].map(summary)) };
    },

    async template(id: string): Promise<TemplateDto> {
      const t = await template(id);
      const titles = await knowledgeBase.titlesOf(t.related);
      return {
        ...(await summary(t)),
        guide: t.guide,
        related: titles.map((r) => ({ id: `${r.categoryId}/${r.topicId}`, title: r.title })),
        pages: t.pages,
        stateQuestion: t.stateQuestion,
        reviewed: t.reviews.map((r) => r.date).sort().at(-1)!,
      };
    },

    async list(user: Actor): Promise<{ items: DraftListItem[] }> {
      return { items: await Promise.all((await repository.listDrafts(ownerOf(user))).map(listItem)) };
    },

    async get(user: Actor, id: number): Promise<Draft> {
      return toDraft(await findDraft(user, id));
    },

    async create(user: Actor, input: { templateId: string; answers?: Record<string, unknown>; matterId?: number }): Promise<Draft> {
      const t = await template(input.templateId);
      if (input.matterId !== undefined) await matters.row(user, input.matterId);
      const at = now();
      const row = await repository.insertDraft({
        ownerId: user.id,
        teamId: user.teamId ?? null,
        templateId: t.id,
        title: t.title,
        answers: knownAnswers(t.pages, input.answers ?? {}),
        matterId: input.matterId ?? null,
        createdAt: at,
        updatedAt: at,
      });
      return toDraft(row);
    },

    /** Saves answers (as they are, a draft may be unfinished), the page, the title or the matter; returns the new preview. */
    async update(user: Actor, id: number, input: { answers?: Record<string, unknown>; page?: number; title?: string; matterId?: number | null }): Promise<Draft> {
      const row = await findDraft(user, id);
      assertMayChange(user, row);
      const t = await templateOf(row);
      if (input.matterId) await matters.row(user, input.matterId);
      const updated = await repository.updateDraft(
        id,
        {
          ...(input.answers ? { answers: knownAnswers(t.pages, input.answers) } : {}),
          ...(input.page !== undefined ? { page: Math.min(input.page, t.pages.length) } : {}),
          ...(input.title ? { title: input.title } : {}),
          ...(input.matterId !== undefined ? { matterId: input.matterId } : {}),
        },
        now(),
      );
      return toDraft(updated);
    },

    async remove(user: Actor, id: number): Promise<void> {
      assertMayChange(user, await findDraft(user, id));
      await repository.deleteDraft(id);
    },

    /**
     * Makes the document: the first time a new document in the Documents list (counted as an upload,
     * decision 0015), filed in the draft's matter; after that the same document with the new version.
     */
    async generate(user: Actor, id: number): Promise<{ documentId: number; draft: Draft }> {
      const row = await findDraft(user, id);
      assertMayChange(user, row);
      const { t, doc } = await finished(row);
      const bytes = await toDocx(doc);
      const file = { bytes, fileName: fileNameOf(row.title, 'docx'), title: row.title };
      const existing = row.documentId !== null ? await documents.get(user, row.documentId).catch(() => null) : null;
      let documentId: number;
      if (existing) {
        await documents.replaceFile(user, existing.id, file);
        await editing.adoptFile(user, existing.id, bytes);
        documentId = existing.id;
      } else {
        documentId = (await documents.upload(user, { ...file, templateId: t.id, ...(row.matterId !== null ? { matterId: row.matterId } : {}) })).id;
      }
      const updated = await repository.updateDraft(id, { documentId }, now());
      return { documentId, draft: await toDraft(updated) };
    },

    async export(user: Actor, id: number, format: 'docx' | 'pdf'): Promise<{ bytes: Buffer; fileName: string; mediaType: string }> {
      const row = await findDraft(user, id);
      const { doc } = await finished(row);
      return format === 'docx'
        ? { bytes: await toDocx(doc), fileName: fileNameOf(row.title, 'docx'), mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }
        : { bytes: await toPdf(doc), fileName: fileNameOf(row.title, 'pdf'), mediaType: 'application/pdf' };
    },

    /**
     * Other wordings for one section: the template's clause alternatives and, with an LLM and an
     * instruction, the section rewritten to it. Nothing changes until one is chosen (reword).
     */
    async suggestions(user: Actor, id: number, sectionId: string, instruction?: string): Promise<SectionSuggestions> {
      const row = await findDraft(user, id);
      const t = await templateOf(row);
      const doc = await render(t, row, true);
      const section = sectionOf(doc, sectionId);
      if (!section) throw new AppError(404, 'not_found', DRAFTING_MESSAGES.noSection);
      const { cells } = await content();
      const suggestions: SectionSuggestions['suggestions'] = (t.clauses[sectionId] ?? []).map((clause, index) => ({
        label: clause.label,
        text: sectionOf(renderTemplate(t, row.answers, { preview: true, today: day(now()), cells, overrides: { ...row.overrides, [sectionId]: clause.text } }), sectionId)?.text ?? '',
        choice: { clause: index },
      }));
      if (rewriter && instruction) {
        try {
          const text = await rewriter({ documentTitle: doc.title, heading: section.heading, text: section.text, instruction });
          suggestions.unshift({ label: 'Rewritten by AI', text, choice: { text } });
        } catch (err) {
          log.warn({ err, draftId: id }, 'the LLM did not rewrite a section');
          throw new AppError(502, 'upstream_error', DRAFTING_MESSAGES.aiFailed);
        }
      }
      return { section: sectionId, heading: section.heading, current: section.text, ai: Boolean(rewriter), suggestions };
    },

    /** Puts a chosen wording in place of a section's: one of the template's alternatives, or text (an accepted AI rewrite, or the person's own). */
    async reword(user: Actor, id: number, sectionId: string, choice: { clause: number } | { text: string }): Promise<Draft> {
      const row = await findDraft(user, id);
      assertMayChange(user, row);
      const t = await templateOf(row);
      if (!sectionOf(await render(t, row, true), sectionId)) throw new AppError(404, 'not_found', DRAFTING_MESSAGES.noSection);
      let source: string;
      if ('clause' in choice) {
        const clause = t.clauses[sectionId]?.[choice.clause];
        if (!clause) throw new AppError(404, 'not_found', DRAFTING_MESSAGES.noClause);
        source = clause.text;
      } else source = escapeMarkdown(choice.text);
      return toDraft(await repository.updateDraft(id, { overrides: { ...row.overrides, [sectionId]: source } }, now()));
    },

    /** Back to the template's wording of a section. */
    async resetSection(user: Actor, id: number, sectionId: string): Promise<Draft> {
      const row = await findDraft(user, id);
      assertMayChange(user, row);
      const { [sectionId]: _dropped, ...overrides } = row.overrides;
      return toDraft(await repository.updateDraft(id, { overrides }, now()));
    },

    /** People and businesses the workspace already knows: its matters' clients and the parties of its analysed documents. */
    async knownParties(user: Actor): Promise<{ items: KnownParty[] }> {
      const { clients, analysed } = await repository.partySources(ownerOf(user));
      const items: KnownParty[] = clients.map((m) => ({ name: m.clientName!, from: `Client in ${m.number} ${m.title}` }));
      for (const d of analysed) {
        for (const term of d.analysis?.keyTerms ?? []) {
          const party = term.type === 'party' ? /^(.*) \(([^()]+)\)$/.exec(term.value) : null;
          if (party) items.push({ name: party[1]!, from: `${party[2]} in “${d.title}”` });
        }
      }
      const seen = new Set<string>();
      return { items: items.filter((p) => !seen.has(p.name.toLowerCase()) && seen.add(p.name.toLowerCase())) };
    },

    async answerSets(user: Actor): Promise<{ items: AnswerSet[] }> {
      return { items: (await repository.listAnswerSets(ownerOf(user))).map(toAnswerSet) };
    },

    async saveAnswerSet(user: Actor, input: { name: string; value: Party }): Promise<AnswerSet> {
      if ((await repository.countAnswerSets(ownerOf(user))) >= ANSWER_SETS_MAX) throw new AppError(409, 'conflict', DRAFTING_MESSAGES.tooManyAnswerSets);
      const at = now();
      return toAnswerSet(await repository.insertAnswerSet({ ownerId: user.id, teamId: user.teamId ?? null, name: input.name, value: input.value, createdAt: at, updatedAt: at }));
    },

    async updateAnswerSet(user: Actor, id: number, input: { name: string; value: Party }): Promise<AnswerSet> {
      assertMayChange(user, await findAnswerSet(user, id));
      return toAnswerSet(await repository.updateAnswerSet(id, input, now()));
    },

    async removeAnswerSet(user: Actor, id: number): Promise<void> {
      assertMayChange(user, await findAnswerSet(user, id));
      await repository.deleteAnswerSet(id);
    },
  };
}
export type DraftingService = ReturnType<typeof createDraftingService>;
