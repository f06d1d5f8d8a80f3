/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys move between the buttons,
 * Alt+F10 in the text comes here and Escape goes back. Each button says its shortcut and whether it
 * is on (aria-pressed), so it is usable with a keyboard and a screen reader alike.
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Columns3,
  Heading1,
  Heading2,
  Heading3,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link2,
  MessageSquarePlus,
  List,
  ListOrdered,
  Redo2,
  Rows3,
  Scissors,
  Strikethrough,
  Table,
  Trash2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

interface Tool {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
}

const chain = (e: Editor) => e.chain().focus();

const TOOL_GROUPS: Tool[][] = [
  [
    { label: 'Undo', icon: Undo2, shortcut: `${MOD}Z`, run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
    { label: 'Redo', icon: Redo2, shortcut: `${MOD}Shift+Z`, run: (e) => chain(e).redo().run(), enabled: (e) => e.can().redo() },
  ],
  [
    { label: 'Heading 1', icon: Heading1, shortcut: `${MOD}Alt+1`, run: (e) => chain(e).toggleHeading({ level: 1 }).run(), active: (e) => e.isActive('heading', { level: 1 }) },
    { label: 'Heading 2', icon: Heading2, shortcut: `${MOD}Alt+2`, run: (e) => chain(e).toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { label: 'Heading 3', icon: Heading3, shortcut: `${MOD}Alt+3`, run: (e) => chain(e).toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  ],
  [
    { label: 'Bold', icon: Bold, shortcut: `${MOD}B`, run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
    { label: 'Italic', icon: Italic, shortcut: `${MOD}I`, run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
    { label: 'Underline', icon: Underline, shortcut: `${MOD}U`, run: (e) => chain(e).toggleUnderline().run(), active: (e) => e.isActive('underline') },
    { label: 'Strikethrough', icon: Strikethrough, shortcut: `${MOD}Shift+S`, run: (e) => chain(e).toggleStrike().run(), active: (e) => e.isActive('strike') },
  ],
  [
    { label: 'Numbered list (1., 1.1, (a))', icon: ListOrdered, shortcut: `${MOD}Shift+7`, run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { label: 'Bulleted list', icon: List, shortcut: `${MOD}Shift+8`, run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { label: 'Indent (make a sub-item)', icon: IndentIncrease, shortcut: 'Tab', run: (e) => chain(e).sinkListItem('listItem').run(), enabled: (e) => e.can().sinkListItem('listItem') },
    { label: 'Outdent', icon: IndentDecrease, shortcut: 'Shift+Tab', run: (e) => chain(e).liftListItem('listItem').run(), enabled: (e) => e.can().liftListItem('listItem') },
  ],
  [
    { label: 'Insert table', icon: Table, run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), enabled: (e) => !e.isActive('table') },
    { label: 'Add row below', icon: Rows3, run: (e) => chain(e).addRowAfter().run(), enabled: (e) => e.can().addRowAfter() },
    { label: 'Add column right', icon: Columns3, run: (e) => chain(e).addColumnAfter().run(), enabled: (e) => e.can().addColumnAfter() },
    { label: 'Delete table', icon: Trash2, run: (e) => chain(e).deleteTable().run(), enabled: (e) => e.can().deleteTable() },
    { label: 'Page break', icon: Scissors, shortcut: `${MOD}Enter`, run: (e) => chain(e).insertContent({ type: 'pageBreak' }).run() },
  ],
];

export function EditorToolbar({ editor, onLink, onComment }: { editor: Editor; onLink: () => void; onComment: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // re-rendered as the selection moves, so pressed and disabled states follow it
  const states = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ tools: TOOL_GROUPS.flat().map((t) => ({ active: t.active?.(e) ?? false, enabled: t.enabled?.(e) ?? true })), link: e.isActive('link'), selection: !e.state.selection.empty }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    let next = -1;
    if (event.key === 'ArrowRight') next = (at + 1) % buttons.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next < 0) return;
    event.preventDefault();
    buttons.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1));
    buttons[next]?.focus();
  };

  let index = 0;
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Formatting"
      aria-controls="document-editor"
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-lg border border-border bg-surface p-1.5"
    >
      {TOOL_GROUPS.map((group, g) => (
        <div key={g} className="flex items-center gap-0.5 border-r border-border pr-1 last:border-r-0">
          {group.map((tool) => {
            const i = index++;
            const state = states.tools[i]!;
            return (
              <ToolButton key={tool.label} tool={tool} first={i === 0} pressed={tool.active ? state.active : undefined} disabled={!state.enabled} onClick={() => tool.run(editor)} />
            );
          })}
          {g === 2 && (
            <ToolButton tool={{ label: 'Link', icon: Link2, shortcut: `${MOD}K`, run: onLink }} first={false} pressed={states.link} disabled={false} onClick={onLink} />
          )}
          {g === TOOL_GROUPS.length - 1 && (
            <ToolButton tool={{ label: 'Comment on the selected words', icon: MessageSquarePlus, shortcut: `${MOD}Alt+M`, run: onComment }} first={false} pressed={undefined} disabled={!states.selection} onClick={onComment} />
          )}
        </div>
      ))}
    </div>
  );
}

function ToolButton({ tool, first, pressed, disabled, onClick }: { tool: Tool; first: boolean; pressed: boolean | undefined; disabled: boolean; onClick: () => void }) {
  const Icon = tool.icon;
  const hint = tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label;
  return (
    <button
      type="button"
      tabIndex={first ? 0 : -1}
      aria-label={tool.label}
      aria-keyshortcuts={tool.shortcut?.replace('⌘', 'Meta+').replace('Ctrl+', 'Control+')}
      aria-pressed={pressed}
      title={hint}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-md text-text hover:bg-surface-muted disabled:opacity-40 ${pressed ? 'bg-accent-soft text-accent' : ''}`}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
