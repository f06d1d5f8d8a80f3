import { Link } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useStateRules } from './api/queries';

/** /state-rules: every rule with a table for all 50 states and DC. */
export default function StateRulesPage() {
  const { data, isLoading, error } = useStateRules();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Rules by state</h1>
        <p className="max-w-[70ch] text-lg text-muted">
          The rule where you live, for all 50 states and DC, each with the statute it comes from and a link to the official text.
        </p>
      </header>
      {isLoading && <FullScreenSpinner fullScreen={false} />}
      {error && <p className="text-danger">We couldn’t load the state rules. Please refresh the page.</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {data?.rules.map((rule) => (
          <li key={rule.id}>
            <Link href={`/state-rules/${rule.id}`} className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-4 hover:border-accent">
              <span className="font-semibold">{rule.title}</span>
              <span className="text-sm text-muted">{rule.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
