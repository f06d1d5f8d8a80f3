import { JurisdictionSelect } from '@/components/jurisdiction-select';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useMyState } from '@/lib/my-state';
import { useLegalHelp } from './api/queries';
import { checkedOn } from './components/state-cell';

const linkClass = 'font-medium text-accent hover:underline';

/** /find-help: the legal-aid programs, the lawyer referral service and the courts' self-help in a state. */
export default function FindHelpPage() {
  const [state, pick] = useMyState();
  const { data, isLoading, error } = useLegalHelp(state);
  const help = data?.states[0];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Find free legal help</h1>
        <p className="max-w-[70ch] text-lg text-muted">
          Legal aid programs give free help with civil problems (housing, benefits, family, debt) to people with low incomes. A lawyer referral service can
          connect you with a lawyer, often for a low-cost first meeting. Court self-help centers explain forms and procedures.
        </p>
        <JurisdictionSelect value={state} onChange={pick} />
      </header>
      {!state && <p className="text-muted">Choose your state to see the help near you.</p>}
      {state && isLoading && <FullScreenSpinner fullScreen={false} />}
      {error && <p className="text-danger">We couldn’t load the help for this state. Please refresh the page.</p>}
      {help && (
        <div className="grid gap-4 lg:grid-cols-2">
          <section aria-labelledby="legal-aid-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 lg:row-span-2">
            <h2 id="legal-aid-heading" className="text-lg font-semibold">
              Legal aid in {help.stateName}
            </h2>
            <ul className="flex flex-col gap-3">
              {help.legalAid.map((program) => (
                <li key={program.url} className="flex flex-col gap-0.5">
                  <a href={program.url} target="_blank" rel="noreferrer" className={linkClass}>
                    {program.name}
                  </a>
                  <span className="text-sm text-muted">{program.serves}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="referral-heading" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-5">
            <h2 id="referral-heading" className="text-lg font-semibold">
              Lawyer referral
            </h2>
            <a href={help.lawyerReferral.url} target="_blank" rel="noreferrer" className={linkClass}>
              {help.lawyerReferral.name}
            </a>
            {help.lawyerReferral.note && <p className="text-sm text-muted">{help.lawyerReferral.note}</p>}
          </section>
          <section aria-labelledby="self-help-heading" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-5">
            <h2 id="self-help-heading" className="text-lg font-semibold">
              Court self-help
            </h2>
            <a href={help.selfHelp.url} target="_blank" rel="noreferrer" className={linkClass}>
              {help.selfHelp.name}
            </a>
          </section>
          <p className="text-sm text-muted lg:col-span-2">Checked {checkedOn(help.checked)}. If you are in danger, call 911. For domestic violence, the National Domestic Violence Hotline is 1-800-799-7233.</p>
        </div>
      )}
    </div>
  );
}
