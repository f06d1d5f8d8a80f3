/**
 * The state-rule tables as the analyzer compares documents with them: for each state, the figures its
 * cells state outright (never a cell that says the rule varies), each with the statute it comes from.
 */
import { US_STATES, type StateCode } from '../../common/jurisdictions';
import type { StateLaw } from '../analysis/review-state-law';
import { loadStateRules, type StateRule } from './state-rules';

/** Looks up the law of a state by its name as the governing-law key term gives it ("Georgia"). */
export type StateLawBook = (stateName: string) => StateLaw | undefined;

function stateLawBook(rules: StateRule[]): StateLawBook {
  const cell = (id: StateRule['id'], state: StateCode) => rules.find((r) => r.id === id)?.cells.find((c) => c.state === state);
  const byName = new Map<string, StateLaw>(
    US_STATES.map(([state, name]) => {
      const deposit = cell('security-deposits', state);
      const entry = cell('landlord-entry', state);
      const wage = cell('minimum-wage-2026', state);
      const nonCompete = cell('non-competes', state);
      const law: StateLaw = {
        state,
        name,
        deposit: deposit && { ...deposit.data, citation: deposit.citation },
        entry: entry && { ...entry.data, citation: entry.citation },
        minimumWage: wage && { ...wage.data, citation: wage.citation },
        nonCompete: nonCompete && { ...nonCompete.data, citation: nonCompete.citation },
      };
      return [name, law];
    }),
  );
  return (stateName) => byName.get(stateName);
}

let loaded: Promise<StateLawBook> | undefined;
/** The book of this version's content/state-rules, read once per process. */
export function loadStateLawBook(): Promise<StateLawBook> {
  return (loaded ??= loadStateRules().then(stateLawBook));
}
