import type { Party } from '@common/templates/definition';
import { partyFieldsOf, partyFor, type PartyField, type PartyQuestion } from '../../lib/party';
import { controlId, describedBy, GroupField, inputClass, labelText } from './field-frame';
import { SaveParty, UseSavedParty } from './saved-party';
import { StateSelect } from './state-answer';
import type { AnswerProps } from './types';

/**
 * A person or business with a mailing address: name, street, city, state and ZIP; an email when asked;
 * for a business, who signs for it. Saved details ("Me", "My landlord") can fill it, and what is typed
 * can be saved for the next document.
 */
export function PartyAnswer({ question: q, path, value, onChange, errors }: AnswerProps<PartyQuestion>) {
  const party: Party = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Party) : {};
  const error = errors[path];
  const invalid = new Set(partyFieldsOf(error, party));
  const set = (field: PartyField, text: string) => onChange({ ...party, [field]: text });
  const optional = q.addressOptional ? ' (optional)' : '';

  const box = (field: PartyField, label: string, more: { autoComplete?: string; inputMode?: 'email' | 'numeric'; maxLength: number; className?: string }) => {
    const id = `${controlId(path)}-${field}`;
    return (
      <div className={`flex min-w-0 flex-col gap-1 ${more.className ?? ''}`}>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type={field === 'email' ? 'email' : 'text'}
          value={party[field] ?? ''}
          onChange={(e) => set(field, e.target.value)}
          autoComplete={more.autoComplete}
          inputMode={more.inputMode}
          maxLength={more.maxLength}
          aria-invalid={invalid.has(field) || undefined}
          aria-describedby={describedBy(path, { help: q.help, error: invalid.has(field) ? error : undefined })}
          className={inputClass(invalid.has(field))}
        />
      </div>
    );
  };

  const stateId = `${controlId(path)}-state`;
  return (
    <GroupField path={path} label={labelText(q.label, q.optional)} help={q.help} error={error}>
      <div className="flex flex-col gap-3 rounded-md border border-border bg-surface-muted/50 p-3 sm:p-4">
        <UseSavedParty party={party} onUse={(saved) => onChange(partyFor(q, saved))} />
        {box('name', q.organization ? 'Full name, or the business’s legal name' : 'Full name', { autoComplete: 'off', maxLength: 120 })}
        {box('street', `Street address${optional}`, { autoComplete: 'off', maxLength: 120 })}
        {box('city', `City${optional}`, { autoComplete: 'off', maxLength: 60 })}
        <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={stateId} className="text-sm font-medium">
              State{optional}
            </label>
            <StateSelect
              id={stateId}
              value={party.state}
              onChange={(state) => set('state', state ?? '')}
              invalid={invalid.has('state')}
              describedBy={describedBy(path, { help: q.help, error: invalid.has('state') ? error : undefined })}
            />
          </div>
          {box('zip', `ZIP code${optional}`, { autoComplete: 'off', inputMode: 'numeric', maxLength: 10 })}
        </div>
        {q.email && box('email', 'Email (optional)', { autoComplete: 'off', inputMode: 'email', maxLength: 254 })}
        {q.organization && (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="text-sm font-medium">Signs for the business</legend>
            <p className="text-sm text-muted">Only if this is a business: the person who signs for it, and their title. Leave blank for a person.</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {box('signer', 'Their name', { autoComplete: 'off', maxLength: 120 })}
              {box('signerTitle', 'Their title', { autoComplete: 'off', maxLength: 80 })}
            </div>
          </fieldset>
        )}
        <SaveParty party={partyFor(q, party)} />
      </div>
    </GroupField>
  );
}
