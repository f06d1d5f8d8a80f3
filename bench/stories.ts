/** Stories of about 20,000 characters, each about a different problem, for timing whole answers to the longest messages. */
import { EVICTION_STORY, longStory, type StoryParts } from '../server/testing/long-story';

const STORIES: StoryParts[] = [
  EVICTION_STORY,
  {
    opening: ["I'm 24 and have worked at a warehouse here in Denver for almost two years, usually 50 or 55 hours a week.", 'My manager never pays overtime. Every paycheck shows 40 hours no matter what I clock.'],
    day: 'I wrote down my real hours in a notebook and took a photo of the time clock screen. Coworkers say the same happens to them but they are scared to complain.',
    closing: ['Last Friday he cut my shifts in half because I keep "making trouble".', 'Do I have a right to the overtime I already worked, and can they cut my hours for asking about it?'],
  },
  {
    opening: ['My ex and I split up two years ago and have a son who is 6. We live outside Houston, Texas, and there is no custody order, we just worked it out.', 'Now she says she is moving to another state with him next month and I will see him in the summer.'],
    day: 'I picked him up from school, we did homework and I cooked dinner. She texted that I am not his "real parent" on paper and she can do what she wants.',
    closing: ['Can she take him out of state without a court order? What do I need to file to get custody or stop the move, and how fast?'],
  },
  {
    opening: ['A debt collector keeps calling me about a credit card from 2015 that I am pretty sure I paid off. I live in Tampa, Florida.', 'They call my work and told my boss I owe money.'],
    day: 'they called three times before 9 in the morning and once after 9 at night. I asked them to send proof and they said they would sue me and garnish my wages.',
    closing: ['Is any of this legal? Do I still owe a debt this old, and what should I send them?'],
  },
];

/** Four different stories, each just under `chars` characters. */
export const benchStories = (chars: number) => STORIES.map((parts) => longStory(parts, chars));
