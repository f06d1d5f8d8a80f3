/**
 * Training the issue spotter's model (model.ts), reproducibly: the same inputs give the same file. The
 * inputs are data we may ship: the stories in training/*.jsonl (written for Counsel: each labelled with
 * its guides or areas, the first being the main problem; none.jsonl holds messages that are not legal
 * questions) and the knowledge base's own guides, section by section, counted at half weight.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { featuresOf } from './features';
import { NONE, type ModelFile } from './model';
import { tokenize } from './text';
import { cueKey, loadVocabularyFiles, Vocabulary } from './vocabulary';

const TRAINING = new URL('./training/', import.meta.url);
const GUIDES = new URL('../../../content/knowledge-base/', import.meta.url);
/**
 * A cue that fires in other areas' stories as often as in its own says less than its weight claims: its
 * weight is scaled by how often the stories it fires in are of its area (Laplace-smoothed), when that is
 * under this share, down to MIN_CUE_FACTOR.
 */
const TRUSTED_PRECISION = 0.6;
const MIN_CUE_FACTOR = 0.2;
/** a guide's section counts for this much of a story */
const GUIDE_WEIGHT = 0.5;
/** words met in fewer documents than this are left out */
const MIN_DOCUMENTS = 2;

export const storySchema = z.union([
  z.strictObject({ text: z.string().min(1), guides: z.array(z.string().regex(/^[a-z-]+\/[a-z0-9-]+$/)) }),
  z.strictObject({ text: z.string().min(1), areas: z.array(z.string().regex(/^[a-z-]+$/)).min(1) }),
]);
export type Story = z.infer<typeof storySchema>;

export interface TrainingDocument {
  text: string;
  label: string;
  weight: number;
}

/** The stories of every training file, by file name. */
export function readStories(): Map<string, Story[]> {
  const files = readdirSync(TRAINING).filter((f) => f.endsWith('.jsonl')).sort();
  return new Map(files.map((f) => [f, readFileSync(new URL(f, TRAINING), 'utf8').split('\n').filter((l) => l.trim()).map((l) => storySchema.parse(JSON.parse(l)))]));
}

/** The main area of a story: its first area, or its first guide's; none for a message that is not a legal question. */
export const labelOf = (story: Story) => ('areas' in story ? story.areas[0]! : (story.guides[0]?.split('/')[0] ?? NONE));

function guideSections(): TrainingDocument[] {
  const documents: TrainingDocument[] = [];
  for (const area of readdirSync(GUIDES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const file of readdirSync(new URL(`${area}/`, GUIDES)).filter((f) => f.endsWith('.md')).sort()) {
      for (const section of readFileSync(new URL(`${area}/${file}`, GUIDES), 'utf8').split(/\n## /)) documents.push({ text: section, label: area, weight: GUIDE_WEIGHT });
    }
  }
  return documents;
}

export function trainingDocuments(): TrainingDocument[] {
  const stories = [...readStories().values()].flat().map((s) => ({ text: s.text, label: labelOf(s), weight: 1 }));
  return [...stories, ...guideSections()];
}

/** The areas a story raises: its areas, or its guides' areas. */
const areasOfStory = (story: Story) => new Set('areas' in story ? story.areas : story.guides.map((g) => g.split('/')[0]!));

/** How far to trust each cue, from how often the training stories it fires in are of its area. */
export function calibrateCues(stories: Story[], vocabulary: Vocabulary): Record<string, number> {
  const fired = new Map<string, { own: number; all: number }>();
  for (const story of stories) {
    const areas = areasOfStory(story);
    const keys = new Set(vocabulary.find(tokenize(story.text)).map((h) => `${cueKey(h.cue)}\u0000${h.cue.categoryId}`));
    for (const entry of keys) {
      const [key, area] = entry.split('\u0000') as [string, string];
      const tally = fired.get(key) ?? { own: 0, all: 0 };
      tally.all++;
      if (areas.has(area)) tally.own++;
      fired.set(key, tally);
    }
  }
  const factors: Record<string, number> = {};
  for (const [key, { own, all }] of [...fired].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const precision = (own + 1) / (all + 2);
    if (precision < TRUSTED_PRECISION) factors[key] = Math.round(Math.max(MIN_CUE_FACTOR, precision / TRUSTED_PRECISION) * 100) / 100;
  }
  return factors;
}

export const hashOf = (documents: TrainingDocument[]) =>
  createHash('sha256')
    .update(JSON.stringify([documents.map((d) => [d.label, d.weight, d.text]), loadVocabularyFiles()]))
    .digest('hex')
    .slice(0, 16);

export function train(documents: TrainingDocument[], stories: Story[] = [...readStories().values()].flat()): ModelFile {
  const classes = [...new Set(documents.map((d) => d.label))].sort();
  const seen = documents.map((d) => ({ ...d, features: featuresOf(tokenize(d.text)), label: classes.indexOf(d.label) }));
  const documentCount = new Map<string, number>();
  for (const d of seen) for (const f of d.features) documentCount.set(f, (documentCount.get(f) ?? 0) + 1);
  const counts = new Map<string, Map<number, number>>();
  for (const d of seen) {
    for (const f of d.features) {
      if (documentCount.get(f)! < MIN_DOCUMENTS) continue;
      const byClass = counts.get(f) ?? new Map<number, number>();
      byClass.set(d.label, (byClass.get(d.label) ?? 0) + d.weight);
      counts.set(f, byClass);
    }
  }
  const sorted = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    trainedOn: hashOf(documents),
    cueFactors: calibrateCues(stories, new Vocabulary(loadVocabularyFiles())),
    classes,
    counts: Object.fromEntries(sorted.map(([f, byClass]) => [f, [...byClass].sort(([a], [b]) => a - b).flatMap(([c, n]) => [c, Math.round(n * 10) / 10])])),
  };
}
