import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { ContextHint } from '@/features/teams';
import { useCreateMatter } from './api/matters';
import { MatterForm } from './components/matter-form';

/** /matters/new: open a matter; only the title is needed. */
export default function NewMatterPage() {
  const create = useCreateMatter();
  const [, navigate] = useLocation();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <ContextHint />
        <h1 className="text-3xl font-semibold">New matter</h1>
        <p className="max-w-[70ch] text-lg text-muted">Only the title is needed now; you can add the rest at any time.</p>
      </header>
      <MatterForm
        submitLabel="Open matter"
        cancelHref="/matters"
        save={async (fields) => {
          const matter = await create.mutateAsync(fields);
          toast({ title: 'Matter opened', description: `${matter.number}: ${matter.title}` });
          navigate(`/matters/${matter.id}`);
        }}
      />
    </div>
  );
}
