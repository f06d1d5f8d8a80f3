import { useQuery } from '@tanstack/react-query';
import type { StateCode } from '@common/jurisdictions';
import type { LegalHelp } from '@common/schemas/legal-help';
import type { RuleId, StateRulesResponse } from '@common/schemas/state-rules';

/** The tables, all or one rule's or a guide's; the default query function GETs the first key element. */
export const useStateRules = (filter: { rule?: RuleId; guide?: string } = {}, { enabled = true } = {}) => {
  const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1]));
  return useQuery<StateRulesResponse>({ queryKey: [`/api/state-rules${params.size ? `?${params}` : ''}`], staleTime: Infinity, enabled });
};

export const useLegalHelp = (state: StateCode | null) =>
  useQuery<{ states: LegalHelp[] }>({ queryKey: [`/api/legal-help?state=${state ?? ''}`], enabled: !!state, staleTime: Infinity });
