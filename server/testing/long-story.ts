/**
 * A long story as people write one when asking for help: an opening that says where they are and what
 * happened, the same kind of day told again and again (the bulk of a long post), and a closing question.
 * For tests and benchmarks of messages near the 20,000-character limit.
 */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface StoryParts {
  opening: string[];
  /** one day of the story, told again for each day until the story is long enough */
  day: string;
  closing: string[];
}

/** The story at about `chars` characters (never more). */
export function longStory({ opening, day, closing }: StoryParts, chars: number): string {
  const head = opening.join('\n\n');
  const tail = closing.join('\n\n');
  const days: string[] = [];
  for (let i = 0; ; i++) {
    const next = `${DAYS[i % 7]}, week ${Math.floor(i / 7) + 1}: ${day}`;
    if (head.length + tail.length + [...days, next].join('\n\n').length + 4 > chars) break;
    days.push(next);
  }
  return [head, ...days, tail].join('\n\n');
}

export const EVICTION_STORY: StoryParts = {
  opening: [
    'I am sorry this is so long, I have been writing it down as things happen. We rent a two bedroom apartment in Columbus, Ohio, me and my two kids, and we have lived here four years without a problem.',
    'In March the heat stopped working and water started coming through the bathroom ceiling. I told the property manager in writing three times. Nothing was fixed, so I held back part of the rent until it was.',
  ],
  day: 'the apartment was cold again, the kids slept in the living room by the space heater, and the stain on the ceiling got bigger. I called the office and left a message, and I kept every text and photo in a folder on my phone.',
  closing: [
    'Yesterday I found a paper taped to my door that says I have 3 days to pay the rent I held back or leave, and that they will file an eviction case. My hearing would be in the municipal court.',
    'Can they evict me for holding back rent when they would not fix the heat and the leak? What should I do before the hearing?',
  ],
};
