/**
 * The placeholder language of template bodies: Handlebars, in its own environment, with the few
 * helpers a legal document needs (money, dates, addresses, lists, comparisons), and a reader of a
 * body's syntax tree that lists every name it uses, so the lint can prove each is asked.
 */
import Handlebars from 'handlebars';
import { stateName } from '../../common/jurisdictions';
import type { Party } from '../../common/templates/definition';

export const hb = Handlebars.create();

/** The text shown for an unanswered question in a preview: a marked gap, passed through helpers untouched. */
export const BLANK_OPEN = '\uE000';
export const BLANK_CLOSE = '\uE001';
const isBlank = (v: unknown): v is string => typeof v === 'string' && v.startsWith(BLANK_OPEN);

const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Handlebars passes its options object last; a helper's own arguments are the ones before it. */
const args = (all: unknown[]) => all.slice(0, -1);

const HELPERS: Record<string, (...all: unknown[]) => unknown> = {
  money: (v) => (typeof v === 'number' ? USD.format(v) : v),
  number: (v) => (typeof v === 'number' ? v.toLocaleString('en-US') : v),
  date: (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? DATE.format(new Date(`${v}T00:00:00Z`)) : v),
  stateName: (v) => (typeof v === 'string' ? (stateName(v) ?? v) : v),
  /** how a contract names the place whose law governs: "the State of Ohio", "the District of Columbia" */
  jurisdiction: (v) => (v === 'DC' ? 'the District of Columbia' : typeof v === 'string' && stateName(v) ? `the State of ${stateName(v)}` : v),
  address: (p) => {
    if (isBlank(p) || typeof p !== 'object' || p === null) return p;
    const { street, city, state, zip } = p as Party;
    return [street, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  },
  join: (...all) => {
    const [list, field] = args(all);
    if (!Array.isArray(list)) return list;
    const names = list.map((item) => (typeof field === 'string' ? (item as Record<string, unknown>)[field] : item)).filter((v) => typeof v === 'string' && v);
    return LIST.format(names as string[]);
  },
  count: (list) => (Array.isArray(list) ? list.length : 0),
  inc: (n) => (typeof n === 'number' ? n + 1 : n),
  times: (a, b) => (typeof a === 'number' && typeof b === 'number' ? Math.round(a * b * 100) / 100 : a),
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  gt: (a, b) => typeof a === 'number' && typeof b === 'number' && a > b,
  lt: (a, b) => typeof a === 'number' && typeof b === 'number' && a < b,
  and: (...all) => args(all).every(Boolean),
  or: (...all) => args(all).some(Boolean),
  not: (a) => !a,
};
for (const [name, fn] of Object.entries(HELPERS)) hb.registerHelper(name, fn);

export const HELPER_NAMES = new Set([...Object.keys(HELPERS), 'if', 'unless', 'each']);

export function compile(source: string) {
  return hb.compile(source, { noEscape: true, strict: false, knownHelpersOnly: false });
}

/** A name a body uses: its parts, and the list it was read inside (`#each tenants` → "tenants"), if any. */
export interface UsedPath {
  parts: string[];
  inList: string | null;
  /** `@root.x` or `../x`: read from the top, whatever the list around it */
  fromRoot: boolean;
  data: boolean;
}

type Node = hbs.AST.Node & Record<string, unknown>;

/** Every helper called and every path read by a body, or the syntax error. */
export function bodyUses(source: string): { helpers: string[]; paths: UsedPath[] } | { error: string } {
  let ast: hbs.AST.Program;
  try {
    ast = hb.parse(source);
  } catch (err) {
    return { error: (err as Error).message.split('\n')[0] ?? 'not valid' };
  }
  const helpers: string[] = [];
  const paths: UsedPath[] = [];
  const path = (p: hbs.AST.PathExpression, list: string | null) => {
    const fromRoot = p.data ? p.parts[0] === 'root' : p.depth > 0;
    const parts = p.data && p.parts[0] === 'root' ? p.parts.slice(1) : p.parts;
    paths.push({ parts, inList: fromRoot ? null : list, fromRoot, data: p.data && p.parts[0] !== 'root' });
  };
  const expr = (e: Node, list: string | null) => {
    if (e.type === 'PathExpression') path(e as unknown as hbs.AST.PathExpression, list);
    else if (e.type === 'SubExpression') call(e, list);
  };
  const call = (n: Node, list: string | null) => {
    const params = (n.params as Node[]) ?? [];
    const p = n.path as hbs.AST.PathExpression;
    if (params.length || n.type === 'BlockStatement' || n.type === 'SubExpression') helpers.push(p.original);
    else if (p.type === 'PathExpression') path(p, list);
    for (const e of params) expr(e, list);
    for (const pair of ((n.hash as hbs.AST.Hash | undefined)?.pairs ?? [])) expr(pair.value as unknown as Node, list);
  };
  const walk = (program: hbs.AST.Program | undefined, list: string | null) => {
    for (const s of (program?.body ?? []) as Node[]) {
      if (s.type === 'MustacheStatement') call(s, list);
      else if (s.type === 'BlockStatement') {
        call(s, list);
        const p = s.path as hbs.AST.PathExpression;
        const first = (s.params as Node[])[0] as unknown as hbs.AST.PathExpression | undefined;
        const inner = p.original === 'each' && first?.type === 'PathExpression' ? first.parts.join('.') : list;
        walk(s.program as hbs.AST.Program, inner);
        walk(s.inverse as hbs.AST.Program, list);
      } else if (s.type === 'PartialStatement' || s.type === 'PartialBlockStatement' || s.type === 'DecoratorBlock' || s.type === 'Decorator') {
        helpers.push('>partial');
      }
    }
  };
  walk(ast, null);
  return { helpers, paths };
}
