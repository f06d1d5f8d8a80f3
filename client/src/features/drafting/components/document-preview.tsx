import { Fragment, type ReactNode } from 'react';
import type { Block, DraftDocument, Run, Signer } from '@common/templates/document';
import { listMarker } from '@common/templates/document';

/** Text as written, bold and italic kept; an unanswered question shows as a highlighted gap with its label. */
function Runs({ runs }: { runs: Run[] }) {
  return runs.map((run, i) => {
    let text = <>{run.text}</>;
    if (run.bold) text = <strong className="font-semibold">{text}</strong>;
    if (run.italic) text = <em>{text}</em>;
    return run.blank ? (
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-amber-950 ring-1 ring-amber-300 ring-inset">
        {text}
      </mark>
    ) : (
      <Fragment key={i}>{text}</Fragment>
    );
  });
}

function SignatureBlock({ signer }: { signer: Signer }) {
  return (
    <div className="flex flex-col gap-1 break-inside-avoid">
      <p className="font-semibold">{signer.role}</p>
      <div className="mt-6 border-b border-neutral-500" aria-hidden />
      <p className="sr-only">Signature line</p>
      <p>{signer.name}</p>
      {signer.signer && (
        <p>
          By: {signer.signer}
          {signer.title ? `, ${signer.title}` : ''}
        </p>
      )}
      <p className="text-neutral-600">Date: ______________</p>
    </div>
  );
}

function List({ ordered, className, children }: { ordered: boolean; className: string; children: ReactNode }) {
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

/** Sections that can be reworded (other wordings or an AI), and those already reworded. */
export interface RewordableSections {
  offered: (id: string) => boolean;
  reworded: ReadonlySet<string>;
  onReword: (section: { id: string; heading: string }) => void;
}

function PreviewBlock({ block, sections }: { block: Block; sections?: RewordableSections }) {
  switch (block.type) {
    case 'title':
      return <h3 className="mb-6 text-center text-xl font-bold">{block.text}</h3>;
    case 'heading': {
      const reworded = sections?.reworded.has(block.id);
      const offered = sections && (reworded || sections.offered(block.id));
      return block.level === 1 ? (
        <div className="mt-6 mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
          <h4 className="font-bold">
            {block.number} {block.text}
          </h4>
          {offered && (
            <button
              type="button"
              onClick={() => sections.onReword({ id: block.id, heading: block.text })}
              aria-label={`Reword section ${block.number} ${block.text}${reworded ? ' (reworded)' : ''}`}
              className="font-sans text-xs font-medium text-accent underline underline-offset-2"
            >
              {reworded ? 'Reworded · change' : 'Reword'}
            </button>
          )}
        </div>
      ) : (
        <h5 className="mt-4 mb-1.5 font-semibold">
          {block.number} {block.text}
        </h5>
      );
    }
    case 'paragraph':
      return (
        <p className="my-3">
          {block.lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              <Runs runs={line} />
            </Fragment>
          ))}
        </p>
      );
    case 'list':
      return (
        <List ordered={block.ordered} className="my-3 flex flex-col gap-1.5 pl-1">
          {block.items.map((item, i) => (
            <li key={i} className="grid grid-cols-[2.25rem_minmax(0,1fr)]">
              <span aria-hidden>{listMarker(block.ordered, i)}</span>
              <span>
                <Runs runs={item} />
              </span>
            </li>
          ))}
        </List>
      );
    case 'signatures':
      return (
        <div className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {block.signers.map((signer, i) => (
            <SignatureBlock key={i} signer={signer} />
          ))}
        </div>
      );
  }
}

/**
 * The document as it will read, on a sheet of paper: the title centred, numbered sections, lettered
 * lists, signature blocks side by side, and every question not yet answered as a highlighted gap.
 */
export function DocumentPreview({
  document,
  className = '',
  sections,
}: {
  document: DraftDocument;
  /** a height limit, to scroll on its own */
  className?: string;
  sections?: RewordableSections;
}) {
  return (
    // focusable, so its own scrolling works from the keyboard
    <article
      aria-label="Preview of your document"
      tabIndex={0}
      className={`${className} mx-auto w-full max-w-[70ch] rounded-md border border-border bg-white px-5 py-8 font-serif text-[15px] leading-relaxed text-neutral-900 shadow-sm sm:px-10 sm:py-10`}
    >
      {document.blocks.map((block, i) => (
        <PreviewBlock key={i} block={block} sections={sections} />
      ))}
    </article>
  );
}
