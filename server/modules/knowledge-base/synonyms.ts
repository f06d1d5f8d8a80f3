/**
 * Everyday words → the words the articles use for the same thing. People ask about their "kids", their
 * "boss" and their "attorney"; the articles say child, employer and lawyer. The articles' own keywords
 * cover their topic's phrasings (kb_keywords); this covers ordinary vocabulary across all topics.
 * Each entry adds alternatives to the word (it still matches itself). Keep entries general: a word and
 * what it plainly means, never a question and its topic.
 */
const GROUPS: [words: string[], means: string[]][] = [
  [['kid', 'kids', 'son', 'sons', 'daughter', 'daughters', 'baby', 'toddler', 'teen', 'teenager'], ['child']],
  [['grandkid', 'grandkids', 'grandson', 'granddaughter'], ['grandchild']],
  [['dad', 'father', 'mom', 'mother', 'mum', 'stepdad', 'stepmom'], ['parent']],
  [['husband', 'wife', 'hubby'], ['spouse']],
  [['boyfriend', 'girlfriend', 'fiance', 'fiancee'], ['partner']],
  [['boss', 'manager', 'supervisor'], ['employer']],
  [['job', 'jobs', 'workplace'], ['work', 'employment']],
  [['paycheck', 'paychecks', 'salary'], ['wage', 'pay']],
  [['attorney', 'attorneys'], ['lawyer']],
  [['cop', 'cops'], ['police']],
  [['car', 'cars', 'truck', 'motorcycle'], ['vehicle']],
  [['doctor', 'doctors', 'surgeon', 'nurse'], ['physician', 'provider']],
  [['chart'], ['record']],
  [['hit', 'hits', 'hitting', 'beat', 'beats', 'beaten', 'abusive'], ['abuse', 'violence']],
  [['sue', 'sued', 'suing'], ['lawsuit']],
  [['owe', 'owes', 'owed'], ['debt']],
  [['apartment', 'flat'], ['rental', 'tenant']],
  [['fix', 'fixed', 'broken'], ['repair']],
  [['kicked'], ['evict']],
  [['ed'], ['education']],
  [['died', 'dies'], ['death']],
  [['house'], ['home']],
  [['ticketed', 'citation'], ['ticket']],
  [['deported'], ['removal']],
  [['va'], ['veteran']],
  [['loud', 'louder'], ['noise']],
  [['neighbour', 'neighbours'], ['neighbor']],
  [['juvie'], ['juvenile']],
  [['repo', 'repoed', 'repod'], ['repossession']],
  [['grandmother', 'granny'], ['grandma', 'grandparent']],
  [['grandfather'], ['grandpa', 'grandparent']],
  [['grandma', 'grandpa'], ['grandparent']],
  [['trooper', 'troopers'], ['police']],
];

const SYNONYMS = new Map<string, string[]>(GROUPS.flatMap(([words, means]) => words.map((w) => [w, means] as const)));

/** The article words a typed word also stands for (empty when none). */
export function synonymsOf(word: string): readonly string[] {
  return SYNONYMS.get(word) ?? [];
}
