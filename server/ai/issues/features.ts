/**
 * What the issue spotter's learned model (model.ts) reads of a text: its words in dictionary form, less
 * the commonest ones and the names of states, and each pair of neighbouring words ("my_ex",
 * "security_deposit"), each once. Where someone is says nothing of what their problem is; left in, the
 * many stories that name a state would make "pizza in New York" sound like a legal question.
 */
import { US_STATES } from '../../../common/jurisdictions';
import type { Token } from './text';

const STATE_NAMES = US_STATES.map(([, name]) => name.toLowerCase().split(' '));

const STOP_WORDS = new Set(
  ('i me my myself we our ours you your he him his she her it its they them their what which who whom this that these those ' +
    'am is are was were be been being have has had having do does did doing a an the and but if or because as until while of ' +
    'at by for with about against between into through during before after above below to from up down in out on off over ' +
    'under again further then once here there when where why how all any both each few more most other some such no nor not ' +
    'only own same so than too very s t can just don should now im ive dont cant wont didnt get go would could like know ' +
    'want one also even say').split(' '),
);

/** The indexes of the tokens that spell a state's name. */
function stateNameTokens(tokens: Token[]): Set<number> {
  const found = new Set<number>();
  tokens.forEach((_, i) => {
    for (const words of STATE_NAMES) {
      if (words.every((w, k) => tokens[i + k]?.word === w)) words.forEach((_w, k) => found.add(i + k));
    }
  });
  return found;
}

export function featuresOf(tokens: Token[]): Set<string> {
  const features = new Set<string>();
  const places = stateNameTokens(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const word = places.has(i) ? '' : tokens[i]!.lemma;
    if (!word) continue;
    if (!STOP_WORDS.has(word) && word.length > 1 && !/^\d+$/.test(word)) features.add(word);
    const next = places.has(i + 1) ? '' : tokens[i + 1]?.lemma;
    if (next) features.add(`${word}_${next}`);
  }
  return features;
}
