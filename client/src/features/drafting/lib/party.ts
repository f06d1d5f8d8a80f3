import type { Party, ScalarQuestion } from '@common/templates/definition';

export type PartyQuestion = Extract<ScalarQuestion, { type: 'party' }>;
export type PartyField = keyof Party;

/** Only what this question asks, without empty boxes: no signer for a person, no email where none is asked. */
export function partyFor(q: PartyQuestion, value: Party): Party {
  const asked = (f: PartyField) => (f === 'email' ? !!q.email : f === 'signer' || f === 'signerTitle' ? !!q.organization : true);
  return Object.fromEntries(Object.entries(value).filter(([f, v]) => asked(f as PartyField) && typeof v === 'string' && v.trim() !== '')) as Party;
}

/** The one message the shared checks give for a party, pinned to the boxes it is about. */
export function partyFieldsOf(error: string | undefined, party: Party): PartyField[] {
  if (!error) return [];
  if (/full name/.test(error)) return ['name'];
  if (/street address and city/.test(error)) return (['street', 'city'] as const).filter((f) => !party[f]?.trim());
  if (/state of the address/.test(error)) return ['state'];
  if (/ZIP/.test(error)) return ['zip'];
  if (/email/.test(error)) return ['email'];
  if (/title/.test(error)) return ['signerTitle'];
  return ['name'];
}
