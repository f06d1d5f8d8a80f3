import { describe, expect, it } from 'vitest';
import { governingLaw } from './governing-law';

const place = (text: string) => governingLaw(text)?.place;

describe('governingLaw', () => {
  it.each([
    ['This Agreement shall be governed by and construed in accordance with the laws of the State of New York.', 'New York'],
    ['The Contract is governed by the laws of England.', 'England and Wales'],
    ['These terms are governed by the law of England and Wales, and the courts of London have jurisdiction.', 'England and Wales'],
    ['Ontario law governs this agreement.', 'Ontario, Canada'],
    ['This Agreement is governed by the internal laws of California, without regard to conflict of laws principles.', 'California'],
    ['New York law shall govern this Agreement and any dispute under it.', 'New York'],
    ['This Agreement is governed by the laws of the Province of British Columbia and the federal laws of Canada applicable therein.', 'British Columbia, Canada'],
    ['This contract shall be interpreted under the laws of the PRC.', "People's Republic of China"],
    ['This Agreement is subject to Swiss law.', 'Switzerland'],
    ['The rights of the parties are governed by the laws of the District of Columbia.', 'District of Columbia'],
    ['This Lease is governed by the laws of the Commonwealth of Puerto Rico.', 'Puerto Rico'],
    ['This Deed is governed by Scots law.', 'Scotland'],
    ['This Agreement is governed by the laws of Hong Kong Special Administrative Region.', 'Hong Kong'],
    ['This Agreement shall be governed by the laws in force in the State of Victoria, Australia.', 'Victoria, Australia'],
    ['This Agreement shall be construed in accordance with the laws of the Federal Republic of Germany.', 'Germany'],
    ['This Agreement is governed by the laws of the Netherlands.', 'Netherlands'],
    ['This Agreement shall be governed by Japanese law.', 'Japan'],
    ['The laws of the State of Israel apply to this Agreement.', 'Israel'],
    ['This Agreement is governed by the laws of the Republic of Singapore.', 'Singapore'],
    ['This Agreement is governed by the laws of India.', 'India'],
    ['This Agreement is governed by the laws of the United States of America and the State of Texas.', 'Texas'],
    ['Governing Law: State of Oregon', 'Oregon'],
    ['THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF NORTH CAROLINA.', 'North Carolina'],
    ['This Agreement is made in the State of Nevada and shall be construed under the laws thereof.', 'Nevada'],
    ['This Agreement is governed by the laws and judicial decisions of the State of Georgia.', 'Georgia'],
    ['This Agreement is governed by the laws, other than the choice of law rules, of the State of Maine.', 'Maine'],
    ['Questions about this Agreement are determined under the laws of Québec.', 'Quebec, Canada'],
  ])('%s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it('takes the law that governs, not where a party is incorporated', () => {
    const text = [
      'This Services Agreement is between XYZ Inc., a Delaware corporation ("Provider"), and Birch Ltd., a company organized under the laws of Ontario ("Client").',
      '14. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ].join('\n\n');
    const law = governingLaw(text)!;
    expect(law.place).toBe('New York');
    // the key term covers the sentence that chooses the law, and names the words within it
    expect(text.slice(law.start, law.end)).toBe('This Agreement is governed by the laws of the State of New York.');
    expect(text.slice(law.wordsStart, law.wordsEnd)).toBe('laws of the State of New York');
  });

  it('reads no law from incorporation alone, nor from a clause about courts, an arbitration seat or an address', () => {
    expect(place('Acme LLC is a limited liability company duly organized and validly existing under the laws of the State of Delaware.')).toBeUndefined();
    expect(place('Each party submits to the exclusive jurisdiction of the state and federal courts located in Cook County, Illinois.')).toBeUndefined();
    expect(place('Any dispute shall be finally settled by arbitration seated in London under the rules of the LCIA.')).toBeUndefined();
    expect(place('Notices go to Tenant at 12 Elm Street, Austin, Texas 78701.')).toBeUndefined();
    expect(place('The Supplier shall comply with all laws.')).toBeUndefined();
  });

  it('prefers the sentence that says governed over a passing mention of a law', () => {
    const text = [
      'The Distributor shall comply with applicable United States export laws.',
      'This Agreement shall be governed by the laws of Switzerland.',
    ].join(' ');
    expect(place(text)).toBe('Switzerland');
  });

  it('finds the clause at the end of a long document full of other laws', () => {
    const filler = 'Each party shall comply with all applicable laws, and the Supplier shall obtain any permit the law requires. '.repeat(8000);
    const text = `${filler}\n\n27. Governing Law. This Agreement is governed by the laws of Alberta.`;
    expect(place(text)).toBe('Alberta, Canada');
  });
});
