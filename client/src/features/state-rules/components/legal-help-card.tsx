import { Link } from 'wouter';
import { useMyState } from '@/lib/my-state';
import { useLegalHelp } from '../api/queries';

/** The free help in the person's state, shown under a guide's "When to talk to a lawyer". */
export function LegalHelpCard() {
  const [state] = useMyState();
  const { data } = useLegalHelp(state);
  const help = data?.states[0];
  return (
    <aside aria-label="Free legal help" className="mt-3 flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 text-sm">
      {help ? (
        <>
          <p className="font-semibold">Free and low-cost help in {help.stateName}</p>
          <ul className="flex flex-col gap-1">
            {help.legalAid.slice(0, 3).map((program) => (
              <li key={program.url}>
                <a href={program.url} target="_blank" rel="noreferrer" className="text-accent hover:underline">
                  {program.name}
                </a>{' '}
                <span className="text-muted">— {program.serves}</span>
              </li>
            ))}
            <li>
              <a href={help.lawyerReferral.url} target="_blank" rel="noreferrer" className="text-accent hover:underline">
                {help.lawyerReferral.name}
              </a>
            </li>
            <li>
              <a href={help.selfHelp.url} target="_blank" rel="noreferrer" className="text-accent hover:underline">
                {help.selfHelp.name}
              </a>
            </li>
          </ul>
          <Link href="/find-help" className="self-start text-accent hover:underline">
            All free help in {help.stateName}
          </Link>
        </>
      ) : (
        <Link href="/find-help" className="font-medium text-accent hover:underline">
          Find free legal help in your state
        </Link>
      )}
    </aside>
  );
}
