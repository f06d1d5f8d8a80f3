/**
 * The Learned Hands posts (Suffolk LIT Lab / Stanford Legal Design Lab, via LegalBench; CC BY-NC-SA 4.0):
 * real people's requests for legal help, labelled with the LIST areas they raise. Evaluation only: never
 * shipped, never trained on. Read from the shared data folder; a fixed fifth of the posts (by a hash of
 * the text) is held out and read only for the final number.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sharedDataPath } from '../../lib/shared-data';

export interface Post {
  text: string;
  /** LIST areas the labellers said the post raises */
  areas: string[];
  /** LIST areas the labellers said it does not raise */
  notAreas: string[];
}

/**
 * The knowledge-base areas that answer each LIST area. LIST's Family area holds divorce and domestic
 * violence among its sub-areas, so a post labelled family is answered in any of the three; the
 * narrower labels map to their own area only. LIST "housing" has no labelled posts in this set.
 */
export const AREAS_OF_LABEL: Record<string, string[]> = {
  benefits: ['benefits'],
  business: ['business'],
  consumer: ['consumer'],
  courts: ['courts'],
  crime: ['crime'],
  divorce: ['divorce'],
  domestic_violence: ['domestic-violence'],
  education: ['education'],
  employment: ['employment'],
  estates: ['estates'],
  family: ['family', 'divorce', 'domestic-violence'],
  health: ['health'],
  housing: ['housing'],
  immigration: ['immigration'],
  torts: ['torts'],
  traffic: ['traffic'],
};

export const areasOf = (labels: string[]) => new Set(labels.flatMap((l) => AREAS_OF_LABEL[l] ?? []));

/** The posts were scraped as HTML: a person typed "&", not "&amp;". */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** One post in five, chosen by its text's hash, is kept for the final number. */
export const isHeldOut = (post: Post) => createHash('sha256').update(post.text).digest()[0]! % 5 === 0;

/** The posts of one part, or undefined when the data is not on this machine. */
export async function loadPosts(part: 'dev' | 'held-out'): Promise<Post[] | undefined> {
  const path = sharedDataPath('learned-hands-dev', 'posts.jsonl');
  if (!path) return undefined;
  const lines = (await readFile(path, 'utf8')).split('\n').filter((l) => l.trim());
  return lines
    .map((l) => JSON.parse(l) as Post)
    .filter((p) => isHeldOut(p) === (part === 'held-out'))
    .map((p) => ({ ...p, text: decodeEntities(p.text) }));
}
