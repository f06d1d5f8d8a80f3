/**
 * fast-check arbitraries derived from zod 4 schemas, for fuzzing the API (api-fuzz.int.test.ts): values the
 * schema accepts, values just past its bounds, and hostile ones (NUL, bidi controls, 10k characters, `0x10`,
 * `1e309`, huge integers, `__proto__`, wrong types, missing and extra fields). The walk reads zod's own
 * definitions (`schema._zod.def`): object, string (min/max/regex/format), number (int/min/max), enum,
 * literal, boolean, array, tuple, record, optional, nullable, default, union, pipe, transform, lazy…;
 * anything else gets hostile values only.
 */
import fc from 'fast-check';
import { MAX_ID } from '../../common/schemas/ids';

/** A JSON token JSON.stringify cannot write (1e309 parses as Infinity, a 30-digit integer loses digits): `toJson` writes it as is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value, RawJson tokens written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `\u0001raw${raws.push(v.text) - 1}\u0001` : v));
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u2066x\u2069\u200f',
  '\ufeff',
  '\ud800',
  '👩‍⚖️',
  'x'.repeat(10_000),
  '0x10',
  '1e309',
  '-1e309',
  '-200000',
  '-200000-01-01',
  '+275760-09-13',
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\\',
  '"',
  '\r\nX-Injected: 1',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '10000-01-01',
  '25:61',
  // list cursors naming an id past int4 and a year PostgreSQL cannot hold
  Buffer.from('["2026-01-01T00:00:00.000Z",2147483648]').toString('base64url'),
  Buffer.from('["-200000-01-01T00:00:00.000Z",1]').toString('base64url'),
];

const proto = (value: unknown) => Object.defineProperty({}, '__proto__', { value, enumerable: true, writable: true, configurable: true });
let nested: unknown = 1;
for (let i = 0; i < 200; i++) nested = [nested];

const HOSTILE_OTHERS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  -200000,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  5e-324,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1E+2'),
  [],
  [null],
  ['a', 1, null],
  {},
  proto({ admin: true }),
  { constructor: { prototype: { admin: true } } },
  nested,
];

/** text with a character databases and screens trip on somewhere inside: NUL, a bidi override, a lone surrogate… */
const spiced = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u202e', '\u2066', '\u200f', '\ufeff', '\ud800', '\udfff', '\u0085', '\u2028'), fc.string({ maxLength: 8 }))
  .map((parts) => parts.join(''));

/** one value that no schema should choke on */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: spiced },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_OTHERS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface Schema {
  _zod: { def: Def };
}
const defOf = (schema: unknown): Def => (schema as Schema)._zod.def;
const checksOf = (def: Def): CheckDef[] => ((def.checks as Schema[] | undefined) ?? []).map((c) => c._zod.def as CheckDef);

/** how likely a value is to be just past a bound or hostile, at each place in the value */
export interface Mix {
  edge: number;
  hostile: number;
}
export const VALID: Mix = { edge: 0, hostile: 0 };
export const MIXED: Mix = { edge: 2, hostile: 1 };

export interface Options {
  mix?: Mix;
  /** ids that exist: an id field (a whole number up to int4's largest) takes one of them more often than not */
  ids?: number[];
  /** values for fields of these names that a schema cannot tell (a `cursor` is just text to it), besides the schema's own */
  hints?: Record<string, fc.Arbitrary<unknown>>;
}
type Context = Required<Options> & { depth: number };

/** Values for `schema`: mostly ones it accepts, with boundary and hostile ones in the proportions of `mix`. */
export function arbitraryOf(schema: unknown, { mix = MIXED, ids = [], hints = {} }: Options = {}): fc.Arbitrary<unknown> {
  return arbitraryIn(schema, { mix, ids, hints, depth: 0 });
}

function arbitraryIn(schema: unknown, ctx: Context): fc.Arbitrary<unknown> {
  const { mix } = ctx;
  const valid = validOf(schema, ctx);
  if (!mix.edge && !mix.hostile) return valid;
  const edges = edgesOf(schema);
  return fc.oneof(
    { weight: 8, arbitrary: valid },
    ...(edges.length && mix.edge ? [{ weight: mix.edge, arbitrary: fc.constantFrom(...edges) }] : []),
    ...(mix.hostile ? [{ weight: mix.hostile, arbitrary: hostile }] : []),
  );
}

/** an optional value: absent (undefined) or present */
const maybe = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof(fc.constant(undefined), arbitrary);

function validOf(schema: unknown, ctx: Context): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryIn(s, { ...ctx, depth: ctx.depth + 1 });
  if (ctx.depth > 8) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringOf(def);
    case 'number':
      return numberOf(def, ctx.ids);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return maybe(inner(def.innerType));
    case 'nullable':
      return fc.oneof(fc.constant(null), inner(def.innerType));
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return inner(def.left);
    // `.transform(f)` pipes into a transform, whose input is the pipe's; z.preprocess pipes out of one; otherwise
    // what the pipe accepts is either end's (a digit string, or the number it becomes; any text, or an email)
    case 'pipe':
      if (defOf(def.out).type === 'transform') return inner(def.in);
      if (defOf(def.in).type === 'transform') return inner(def.out);
      return fc.oneof(inner(def.in), inner(def.out));
    case 'transform':
      return hostile;
    case 'array': {
      const { min, max } = lengths(checksOf(def));
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.min(max, min + 5) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case 'object':
      return objectOf(def, ctx);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      return hostile;
  }
}

function lengths(checks: CheckDef[]): { min: number; max: number } {
  let min = 0;
  let max = Infinity;
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum!);
    if (c.check === 'max_length') max = Math.min(max, c.maximum!);
    if (c.check === 'length_equals') [min, max] = [c.length!, c.length!];
  }
  return { min, max };
}

function stringOf(def: Def): fc.Arbitrary<string> {
  const checks = [def as CheckDef, ...checksOf(def)];
  const { min, max } = lengths(checks);
  const formats = checks.filter((c) => c.check === 'string_format');
  const cut = (s: string) => (max < Infinity ? s.slice(0, max) : s);
  const pattern = formats.find((c) => c.pattern)?.pattern;
  if (pattern) {
    try {
      return fc.stringMatching(pattern).map(cut);
    } catch {
      // a pattern fast-check cannot read: plain text below
    }
  }
  const maxLength = Math.min(max, min + 40);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength }) },
  );
}

function numberBounds(def: Def) {
  let lo = -Infinity;
  let hi = Infinity;
  let loOpen = false;
  let hiOpen = false;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than' && c.value! >= lo) [lo, loOpen] = [c.value!, !c.inclusive];
    if (c.check === 'less_than' && c.value! <= hi) [hi, hiOpen] = [c.value!, !c.inclusive];
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) int = true;
  }
  return { lo, hi, loOpen, hiOpen, int };
}

function numberOf(def: Def, ids: number[]): fc.Arbitrary<number> {
  const { lo, hi, loOpen, hiOpen, int } = numberBounds(def);
  const min = Number.isFinite(lo) ? lo : -1e6;
  const max = Number.isFinite(hi) ? hi : 1e6;
  const integer = fc.integer({ min: Math.ceil(loOpen ? min + 1 : min), max: Math.floor(hiOpen ? max - 1 : max) });
  if (int && hi === MAX_ID && ids.length) return fc.oneof({ weight: 1, arbitrary: integer }, { weight: 2, arbitrary: fc.constantFrom(...ids) });
  if (int) return integer;
  return fc.double({ min, max, minExcluded: loOpen, maxExcluded: hiOpen, noNaN: true, noDefaultInfinity: true });
}

function objectOf(def: Def, ctx: Context): fc.Arbitrary<unknown> {
  const { mix } = ctx;
  const shape = def.shape as Record<string, unknown>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const own = arbitraryIn(schema, { ...ctx, depth: ctx.depth + 1 });
    const hint = Object.hasOwn(ctx.hints, key) ? ctx.hints[key] : undefined;
    model[key] = hint ? fc.oneof(own, hint) : own;
  }
  const record = fc.record(model);
  // leave out undefined values, as JSON would
  const present = record.map((o) => Object.fromEntries(Object.entries(o as Record<string, unknown>).filter(([, v]) => v !== undefined)));
  if (!mix.edge && !mix.hostile) return present;
  const keys = Object.keys(shape);
  return fc.oneof(
    { weight: 6, arbitrary: present },
    // a field missing, or one too many
    ...(keys.length ? [{ weight: 1, arbitrary: fc.tuple(present, fc.constantFrom(...keys)).map(([o, k]) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k))) }] : []),
    {
      weight: 1,
      arbitrary: fc.tuple(present, fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'ownerId', 'teamId'), hostile).map(([o, k, v]) =>
        Object.defineProperty({ ...o }, k, { value: v, enumerable: true, writable: true, configurable: true }),
      ),
    },
  );
}

/** values at and just past the schema's bounds, and of nearby wrong types */
function edgesOf(schema: unknown): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const { min, max } = lengths([def as CheckDef, ...checksOf(def)]);
      const out: unknown[] = ['', ' ', '  padded  ', 'UPPER', 'nul\u0000', '\u202ebidi\u2066', 7];
      if (min > 1) out.push('a'.repeat(min - 1), ' '.repeat(min));
      if (max < 100_000) out.push('a'.repeat(max), 'a'.repeat(max + 1), ` ${'a'.repeat(max)} `);
      return out;
    }
    case 'number': {
      const { lo, hi, int } = numberBounds(def);
      const out: unknown[] = [0, -1, 1, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, '1', '0x10', null];
      for (const b of [lo, hi]) if (Number.isFinite(b)) out.push(b, b - 1, b + 1, b + 0.5);
      if (!int) out.push(5e-324);
      return out;
    }
    case 'boolean':
      return ['true', 'false', 0, 1, null];
    case 'enum':
    case 'literal': {
      const values = def.type === 'enum' ? Object.values(def.entries as Record<string, unknown>) : (def.values as unknown[]);
      return [...values.filter((v) => typeof v === 'string').flatMap((v) => [(v as string).toUpperCase(), ` ${v as string}`]), '', null];
    }
    case 'array': {
      const { min, max } = lengths(checksOf(def));
      return [[], null, 'a', ...(max < 1000 ? [Array.from({ length: max + 1 }, () => 1)] : []), ...(min > 0 ? [Array.from({ length: min - 1 }, () => 1)] : [])];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return edgesOf(def.innerType);
    case 'pipe':
      return [...edgesOf(def.in), ...edgesOf(def.out)];
    case 'object':
      return [{}, [], null, 'object'];
    default:
      return [];
  }
}
