/**
 * The issue spotter's shipped data, checked against the knowledge base: the cues of every area and guide
 * (cues/*.json), the places (places.json), the training stories, and the model trained on them, which
 * must be trained again whenever its inputs change (`npm run train:issues`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../../common/jurisdictions';
import { loadKnowledgeBase } from '../../modules/knowledge-base/content';
import { modelFileSchema, MODEL_FILE } from './model';
import { loadPlaces } from './state';
import { hashOf, readStories, trainingDocuments } from './train';
import { loadVocabularyFiles, partsOf } from './vocabulary';

const content = await loadKnowledgeBase();
const guides = new Set(content.topics.map((t) => `${t.categoryId}/${t.id}`));
const areas = new Set(content.categories.map((c) => c.id));
/** words too common in every kind of story to point to any area alone ("will" is fine: the future tense is read as no word at all) */
const TOO_COMMON = new Set(['court', 'lawyer', 'attorney', 'sue', 'legal', 'money', 'pay', 'paid', 'bill', 'police', 'report', 'help', 'rights', 'state', 'notice', 'letter', 'contract', 'judge', 'charge', 'claim', 'home', 'house', 'car', 'job', 'work', 'school', 'family', 'kids', 'child', 'mom', 'dad', 'friend']);

describe('the cues', () => {
  const files = loadVocabularyFiles();

  it('has one file per area, naming every guide of it and no other', () => {
    expect(new Set(files.map((f) => f.area))).toEqual(areas);
    for (const file of files) {
      const own = [...guides].filter((g) => g.startsWith(`${file.area}/`)).map((g) => g.split('/')[1]);
      expect(Object.keys(file.guides).sort(), file.area).toEqual(own.sort());
    }
  });

  it('writes every phrase so that it can match: 1–6 words, a prefix of 3 letters or more, no bare common word', () => {
    const problems: string[] = [];
    for (const file of files) {
      for (const [scope, phrases] of [['*', file.cues] as const, ...Object.entries(file.guides)]) {
        const seen = new Map<string, string>();
        for (const [phrase] of phrases) {
          const parts = partsOf(phrase);
          const where = `${file.area}/${scope}: "${phrase}"`;
          if (parts.length < 1 || parts.length > 6) problems.push(`${where} has ${parts.length} words`);
          if (parts.some((p) => p.prefix && p.value.length < 3)) problems.push(`${where} has a prefix shorter than 3 letters`);
          if (parts.length === 1 && !parts[0]!.prefix && TOO_COMMON.has(parts[0]!.value)) problems.push(`${where} is too common alone`);
          const key = parts.map((p) => `${p.prefix ? '*' : ''}${p.value}`).join(' ');
          if (seen.has(key)) problems.push(`${where} reads the same as "${seen.get(key)}"`);
          seen.set(key, phrase);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the places', () => {
  const places = loadPlaces();
  const stateNames = new Set(US_STATES.map(([, name]) => name.toLowerCase()));

  it('names each place once, with valid states, and no state by its own name', () => {
    const all = [...places.cities, ...places.counties, ...places.nicknames].map(([name]) => name.toLowerCase());
    expect(all.filter((n, i) => all.indexOf(n) !== i)).toEqual([]);
    expect(all.filter((n) => stateNames.has(n))).toEqual([]);
    expect(places.abroad.filter((n) => stateNames.has(n.toLowerCase()))).toEqual([]);
  });

  it('knows the places the spotter is tested with', () => {
    const city = new Map(places.cities.map(([name, ...codes]) => [name, codes]));
    expect(city.get('Austin')).toEqual(['TX']);
    expect(city.get('Kansas City')).toEqual(['MO', 'KS']);
    expect(places.counties.find(([name]) => name === 'Cook County')).toEqual(['Cook County', 'IL']);
  });
});

describe('the training stories and the model', () => {
  it('labels every story with guides and areas that exist', () => {
    const problems: string[] = [];
    for (const [file, stories] of readStories()) {
      stories.forEach((story, i) => {
        const labels = 'areas' in story ? story.areas.map((a) => [a, areas.has(a)] as const) : story.guides.map((g) => [g, guides.has(g)] as const);
        for (const [label, known] of labels) if (!known) problems.push(`${file}:${i + 1} names "${label}"`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('was trained on the stories, guides and cues as they are now (npm run train:issues)', () => {
    const model = modelFileSchema.parse(JSON.parse(readFileSync(MODEL_FILE, 'utf8')));
    expect(model.trainedOn).toBe(hashOf(trainingDocuments()));
    expect(model.classes).toEqual([...areas, 'none'].sort());
  });
});
