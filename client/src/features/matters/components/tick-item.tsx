import type { ReactNode } from 'react';

interface TickItemProps {
  /** unique on the page: "task-11" */
  id: string;
  title: string;
  done: boolean;
  onTick: () => void;
  /** read out with the box: what ticking it means */
  hint?: string;
  /** the facts under the title */
  meta: ReactNode;
  /** the item's Delete button */
  action: ReactNode;
  className?: string;
}

/** A task or deadline in its list: a box to tick it done, labelled by its title (struck through once done), its facts, its Delete button. */
export function TickItem({ id, title, done, onTick, hint, meta, action, className = '' }: TickItemProps) {
  return (
    <li className={`flex items-start gap-3 p-3 ${className}`}>
      <input id={id} type="checkbox" checked={done} onChange={onTick} aria-describedby={hint ? `${id}-hint` : undefined} className="mt-1 size-5 shrink-0 accent-accent" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={`block break-words ${done ? 'text-muted line-through' : ''}`}>
          {title}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="sr-only">
            {hint}
          </span>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">{meta}</p>
      </div>
      {action}
    </li>
  );
}
