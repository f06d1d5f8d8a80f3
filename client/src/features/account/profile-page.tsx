import { RotateCcw } from 'lucide-react';
import { PLANS } from '@common/plans';
import { JurisdictionSelect } from '@/components/jurisdiction-select';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { useMyState } from '@/lib/my-state';
import { OtherSessions } from './components/other-sessions';
import { PasswordForm } from './components/password-form';

export default function ProfilePage() {
  const { user } = useUser();
  const [myState, setMyState] = useMyState();
  if (!user) return null;
  const rows: [string, string][] = [
    ['Username', user.username],
    ['Email', user.email],
    ['Plan', PLANS[user.plan].name],
    ['Member since', new Date(user.createdAt).toLocaleDateString(undefined, { dateStyle: 'long' })],
  ];
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">Profile</h1>
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-lg border border-border bg-surface p-6">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="state-heading" className="flex max-w-xl flex-col items-start gap-2 rounded-lg border border-border bg-surface p-6">
        <h2 id="state-heading" className="font-semibold">
          Where the law applies to you
        </h2>
        <p className="text-muted">Laws differ from state to state. The state chosen here is the one new chats, drafting and the state rules start with, in this browser.</p>
        <JurisdictionSelect value={myState} onChange={setMyState} />
      </section>
      <PasswordForm />
      <OtherSessions />
      <div className="flex max-w-xl flex-col items-start gap-2 rounded-lg border border-border bg-surface p-6">
        <h2 className="font-semibold">Getting started tour</h2>
        <p className="text-muted">A 2-minute walk through what Counsel can do.</p>
        <Button variant="secondary" onClick={() => window.resetOnboardingTour?.()}>
          <RotateCcw className="size-4" aria-hidden />
          Replay tour
        </Button>
      </div>
    </section>
  );
}
