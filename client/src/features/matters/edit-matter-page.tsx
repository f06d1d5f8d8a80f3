import { useLocation, useParams } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { ContextHint } from '@/features/teams';
import { useMatter, useUpdateMatter } from './api/matters';
import { MatterForm } from './components/matter-form';
import { MatterMissing } from './components/matter-missing';

/** /matters/:id/edit: change a matter's details. */
export default function EditMatterPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: matter, error } = useMatter(id);
  const update = useUpdateMatter(id);
  const [, navigate] = useLocation();
  if (error) return <MatterMissing error={error} />;
  if (!matter) return <p className="text-muted">Loading the matter…</p>;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <ContextHint className="mb-1" />
        <p className="text-sm text-muted tabular-nums">{matter.number}</p>
        <h1 className="text-3xl font-semibold break-words">Edit “{matter.title}”</h1>
      </header>
      <MatterForm
        matter={matter}
        submitLabel="Save changes"
        cancelHref={`/matters/${id}`}
        save={async (fields) => {
          await update.mutateAsync(fields);
          toast({ title: 'Changes saved' });
          navigate(`/matters/${id}`);
        }}
      />
    </div>
  );
}
