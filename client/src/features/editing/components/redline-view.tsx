/**
 * A comparison of two versions read as a redline, the way lawyers review a draft in Word: the later
 * text with added words underlined and removed words struck through, and a bar beside each changed
 * block. Colour is never the only sign: the marks are underline and strike-through, and a screen
 * reader hears "Added:" or "Removed:" before each change.
 */
import type { RedlineBlock, RedlinePart } from '@common/editing/redline';

const INSERTED = 'rounded-sm bg-emerald-50 text-emerald-900 underline decoration-emerald-700 dark:bg-emerald-950 dark:text-emerald-100 dark:decoration-emerald-300';
const DELETED = 'rounded-sm bg-rose-50 text-rose-900 line-through decoration-rose-700 dark:bg-rose-950 dark:text-rose-100 dark:decoration-rose-300';
/** the bar beside a block, as Word's change bar in the margin */
const BAR: Record<NonNullable<RedlineBlock['change']> | 'none', string> = {
  none: 'border-transparent',
  insert: 'border-emerald-600',
  delete: 'border-rose-600',
  modify: 'border-warning',
};

function Part({ part }: { part: RedlinePart }) {
  if (part.change === 'insert')
    return (
      <ins className={INSERTED}>
        <span className="sr-only">Added: </span>
        {part.text}
      </ins>
    );
  if (part.change === 'delete')
    return (
      <del className={DELETED}>
        <span className="sr-only">Removed: </span>
        {part.text}
      </del>
    );
  return <>{part.text}</>;
}

const Parts = ({ parts }: { parts: RedlinePart[] }) => parts.map((p, i) => <Part key={i} part={p} />);

/** a table row's parts split into its cells (tabs separate them) */
function cells(parts: RedlinePart[]): RedlinePart[][] {
  const out: RedlinePart[][] = [[]];
  for (const part of parts) {
    part.text.split('\t').forEach((text, i) => {
      if (i > 0) out.push([]);
      if (text) out[out.length - 1]!.push({ ...part, text });
    });
  }
  return out;
}

function Block({ block }: { block: RedlineBlock }) {
  const bar = `border-l-4 pl-3 ${BAR[block.change ?? 'none']}`;
  switch (block.kind) {
    case 'heading': {
      const Heading = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
      return (
        <Heading className={`${bar} mt-2 font-semibold ${block.level === 1 ? 'text-lg' : 'text-base'}`}>
          <Parts parts={block.parts} />
        </Heading>
      );
    }
    case 'listItem':
      return (
        <div className={bar}>
          <div className="flex" style={{ marginLeft: `${Math.max(0, (block.depth ?? 1) - 1) * 1.5}rem` }}>
            <span className={`min-w-8 shrink-0 pr-2 tabular-nums ${block.change === 'delete' ? 'line-through' : block.change === 'insert' ? 'underline' : ''}`}>{block.marker}</span>
            <span className="min-w-0">
              <Parts parts={block.parts} />
            </span>
          </div>
        </div>
      );
    case 'tableRow':
      return (
        <div className={bar}>
          <div className="flex divide-x divide-border border border-border">
            {cells(block.parts).map((cell, i) => (
              <div key={i} className="min-w-0 flex-1 px-2 py-1">
                <Parts parts={cell} />
              </div>
            ))}
          </div>
        </div>
      );
    default:
      return block.parts.every((p) => !p.text.trim()) && !block.change ? (
        <div aria-hidden className="h-2" />
      ) : (
        <p className={bar}>
          <Parts parts={block.parts} />
        </p>
      );
  }
}

/** The redline of two versions, block by block. */
export function RedlineView({ blocks }: { blocks: RedlineBlock[] }) {
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed break-words whitespace-pre-wrap">
      {blocks.map((b, i) => (
        <Block key={i} block={b} />
      ))}
    </div>
  );
}
