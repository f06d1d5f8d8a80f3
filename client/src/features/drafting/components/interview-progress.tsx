/** "Step 2 of 4", the step's name, and a bar that fills as the steps go by. */
export function InterviewProgress({ step, total, title }: { step: number; total: number; title: string }) {
  const text = `Step ${step + 1} of ${total}`;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-muted">
        <span className="font-medium text-text">{text}</span>
        <span aria-hidden> · </span>
        {title}
      </p>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={`${text}: ${title}`}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${((step + 1) / total) * 100}%` }} />
      </div>
    </div>
  );
}
