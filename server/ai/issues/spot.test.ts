import { describe, expect, it } from 'vitest';
import { issueSpotter } from './spot';

const NOW = new Date('2026-11-24T15:00:00Z');
const spot = (text: string) => issueSpotter()(text, { now: NOW });
const areas = (text: string) => spot(text).problems.map((p) => p.categoryId);

describe('where the person is', () => {
  it.each([
    ['My landlord in Texas kept my deposit.', 'TX'],
    ['we are in ohio and my ex stopped paying support', 'OH'],
    ['(OH) my boss cut my hours', 'OH'],
    ['Columbus, OH here. My car was towed.', 'OH'],
    ['Here in Austin my landlord wants me out.', 'TX'],
    ['I got served with papers from a court in Cook County.', 'IL'],
    ['We live in the Bay Area and rent from a slumlord.', 'CA'],
    ['I live in West Virginia and my employer owes me.', 'WV'],
    ['My rent in NYC just went up 20%.', 'NY'],
    ['We moved from Ohio to Texas last year. My landlord here in Texas will not fix the AC.', 'TX'],
  ])('%s → %s', (text, code) => {
    expect(spot(text).whereabouts.state?.code).toBe(code);
  });

  it('does not read a state in words that only look like one', () => {
    for (const text of ['I am IN trouble OR so it seems', 'Mom said OK, my MD said no', 'Virginia Woolf is my favourite author? no: I live in West Virginia']) {
      expect(spot(text).whereabouts.state?.code ?? 'none', text).not.toMatch(/^(IN|OR|OK|MD|VA)$/);
    }
  });

  it('knows when the person says they are outside the US, but not when a story only mentions a country', () => {
    expect(spot('(Ontario) My landlord is keeping my deposit.').whereabouts).toEqual({ abroad: 'Ontario' });
    expect(spot('I live in the UK and my employer has not paid me.').whereabouts).toEqual({ abroad: 'UK' });
    expect(spot('My family in Mexico needs a visa to visit me in Arizona.').whereabouts.state?.code).toBe('AZ');
    expect(spot('I live in New Mexico and my boss owes me wages.').whereabouts.state?.code).toBe('NM');
  });
});

describe('dates and deadlines', () => {
  it('reads the dates a story gives and what they are', () => {
    const { dates, urgency } = spot('I got the eviction notice last week. The hearing is on the 14th. My landlord said rent was due on November 1.');
    expect(dates.map((d) => [d.text, d.date, d.kind])).toEqual([
      ['last week', '2026-11-17', 'received'],
      ['on the 14th', '2026-12-14', 'hearing'],
      ['November 1', '2026-11-01', 'event'],
    ]);
    expect(urgency).toBeUndefined();
  });

  it('calls a court date days away urgent, wherever in the story it is', () => {
    const story = `${'My ex and I split up two years ago and things were fine for a while. '.repeat(8)}Now he filed for full custody and my court date is tomorrow. I have no lawyer.`;
    const { urgency, dates } = spot(story);
    expect(urgency).toBe('deadline');
    expect(dates.find((d) => d.kind === 'hearing')).toMatchObject({ text: 'tomorrow', daysFromNow: 1 });
  });

  it('does not take a length of time for a date, or join "hearing" and "tomorrow" from different sentences', () => {
    const { dates, urgency } = spot('I worked there 3 years and was paid by the hour. The hearing was a disaster. Tomorrow I start a new job.');
    expect(dates.map((d) => d.text)).toEqual(['Tomorrow']);
    expect(urgency).toBeUndefined();
  });
});

describe('the problems a story raises', () => {
  it('finds an eviction and a withheld paycheck in one story, the eviction first, each with the words that point to it', () => {
    const { problems, sums, parties } = spot(
      'My landlord taped a 3 day notice to pay or quit on my door. I am behind on rent because my boss never paid my last two paychecks, about $1,800, after I quit. What do I do first?',
    );
    expect(problems.map((p) => p.categoryId)).toEqual(['housing', 'employment']);
    expect(problems[0]).toMatchObject({ topicId: 'eviction-process', evidence: expect.arrayContaining(['3 day notice']) });
    expect(problems[1]!.context).toMatch(/never paid my last two paychecks/);
    expect(sums).toEqual([{ text: '$1,800', amount: 1800, start: expect.any(Number) }]);
    expect(parties.map((p) => p.role)).toEqual(['landlord', 'employer']);
  });

  it('reads the problem in people’s own words, not only in legal terms', () => {
    expect(areas("my baby daddy won't let me see my son unless I pay him")[0]).toBe('family');
    expect(areas('got pulled over and blew a .09, they took my license')[0]).toBe('traffic');
    expect(areas('they took $50 out of my check for a uniform and I never agreed to it')[0]).toBe('employment');
    expect(areas('A collector keeps calling my job about an old credit card I never opened')[0]).toBe('consumer');
  });

  it('tells a crime by a stranger from abuse by a partner', () => {
    expect(areas('A guy I do not know punched me outside a bar and the police did nothing. Can I press charges?')[0]).toBe('crime');
    expect(areas('My husband punched me last night and says he will kill me if I leave.')[0]).toBe('domestic-violence');
  });

  it('finds nothing in a message that is not a legal question', () => {
    for (const text of ['x', 'hi', 'thanks!', 'What is a good recipe for banana bread?', 'Will it rain in Seattle tomorrow?', 'Where can I get the best pizza in New York?']) {
      const s = spot(text);
      expect(s.problems, text).toEqual([]);
      expect(s.inScope, text).toBe(false);
    }
  });

  it('reads "will" as a document only where it is one', () => {
    expect(areas('My dad died and his will leaves the house to his girlfriend. Can I contest the will?')[0]).toBe('estates');
    expect(areas('Will it rain tomorrow? I will be outside.')).toEqual([]);
  });
});
