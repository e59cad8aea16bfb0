import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries read off zod 4 schemas (their `_zod.def`), for the route fuzz test.
 * `valid` values look like what the schema asks for (right types, lengths, formats, patterns; custom
 * refinements are not solved); `complete` ones are valid with every optional field present, so fields
 * that depend on each other meet; `malformed` values are the same shapes with hostile values swapped
 * in anywhere, required fields dropped and unknown fields added.
 */
export type Mode = 'valid' | 'complete' | 'malformed';

export interface GeneratorContext {
  /** Ids to use where a schema wants a UUID: the caller's, other tenants', random ones. Read when drawn. */
  ids: () => readonly string[];
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
}

const internals = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Def; optin?: 'optional' | 'defaulted' } })._zod;

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Strings that have broken servers: control characters, NUL, broken UTF-16, injections, huge texts. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0008\u000b\u001b\u001f\u007f',
  '\r\n\t',
  '\ud800',
  'x\udfff',
  '\u202e\u200b\ufeff',
  '😀🇫🇷𝕏',
  "' OR '1'='1' --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'null',
  'NaN',
  '-1',
  '1e999',
  '0x1F',
  '2024-02-30T25:61:61Z',
  '0000-00-00',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-20T00:00:00Z',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(100_000),
  '字'.repeat(5_000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  0.5,
  -2.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  2 ** 31,
  1e-7,
  99_999_999_999,
];

const HOSTILE_SHAPES: readonly unknown[] = [null, true, false, [], {}, [null], [[]], { '': '' }, ['x', 1]];

/** Any hostile value: a string, a number or a value of the wrong shape. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SHAPES) },
);

const DATES = { min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z') };
const isoDate = fc.date({ ...DATES, noInvalidDate: true });

/** Strings of a pattern, stretched or cut to the length bounds when that keeps them matching. */
function matching(pattern: RegExp, min: number, max: number): fc.Arbitrary<string> {
  const fit = (value: string) => {
    if (value.length >= min && value.length <= max) return value;
    const sized =
      value.length > max ? value.slice(0, max) : value + (value.at(-1) ?? 'a').repeat(min - value.length);
    return pattern.test(sized) ? sized : value;
  };
  try {
    return fc.stringMatching(pattern).map(fit);
  } catch {
    // Patterns fast-check cannot read (lookaheads): a few strings of the usual kinds that match.
    const candidates = ['Abcdef1!', 'Passw0rd#', 'abcd1234', '123456', 'ABCD', 'a_b.c', 'abc-123'].filter(
      (value) => pattern.test(value),
    );
    return candidates.length > 0
      ? fc.constantFrom(...candidates)
      : fc.string({ minLength: min, maxLength: max });
  }
}

function stringArbitrary(def: Def, context: GeneratorContext): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max = 40;
  let format = def.format;
  const patterns: RegExp[] = [];
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.length ?? min;
    if (check.check === 'string_format') {
      if (check.format === 'regex' && check.pattern) patterns.push(check.pattern);
      else format ??= check.format;
    }
  }
  max = Math.max(max, min);
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.nat().map((n) => {
        const ids = context.ids();
        return ids[n % ids.length]!;
      });
    case 'datetime':
      return isoDate.map((date) => date.toISOString());
    case 'date':
      return isoDate.map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z]{3,12}$/), fc.constantFrom('example.com', 'test.example.org'))
        .map(([name, domain]) => `${name}@${domain}`);
    case 'url':
      return fc.webUrl();
  }
  const [first] = patterns;
  if (first) return matching(first, min, max);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }) },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
    if (check.check === 'greater_than')
      min = Math.max(min, (check.value ?? min) + (check.inclusive ? 0 : integer ? 1 : 1e-6));
    if (check.check === 'less_than')
      max = Math.min(max, (check.value ?? max) - (check.inclusive ? 0 : integer ? 1 : 1e-6));
  }
  if (max < min) max = min;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

function arrayBounds(def: Def) {
  let min = 0;
  let max = 3;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum ?? 0;
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.length ?? 0;
  }
  return { minLength: min, maxLength: Math.max(min, max) };
}

const EXTRA_KEYS = ['extra', 'id', 'corpId', 'constructor', 'isAdmin', 'password'];

function objectArbitrary(def: Def, mode: Mode, context: GeneratorContext, depth: number) {
  const shape = def.shape ?? {};
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    fields[key] = build(field, mode, context, depth + 1);
    if (mode === 'complete' || !internals(field).optin) requiredKeys.push(key);
  }
  if (mode !== 'malformed') return fc.record(fields, { requiredKeys });
  // Malformed: any field may be missing, and unknown ones may come along.
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostile, { maxKeys: 2 }), { freq: 3 }),
    )
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

function structural(
  schema: z.ZodType,
  mode: Mode,
  context: GeneratorContext,
  depth: number,
): fc.Arbitrary<unknown> {
  const def = internals(schema).def;
  const inner = (child: z.ZodType) => build(child, mode, context, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, context);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return isoDate.map((date) => date.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'object':
      return objectArbitrary(def, mode, context, depth);
    case 'array':
      return fc.array(inner(def.element!), {
        ...arrayBounds(def),
        ...(mode === 'complete' ? { minLength: Math.max(1, arrayBounds(def).minLength) } : {}),
      });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'record':
      return fc.dictionary(inner(def.keyType!).map(String), inner(def.valueType!), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left!), inner(def.right!))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    case 'optional':
    case 'default':
    case 'prefault':
      return mode === 'complete'
        ? inner(def.innerType!)
        : fc.option(inner(def.innerType!), { freq: 4, nil: undefined });
    case 'nullable':
      return mode === 'complete'
        ? inner(def.innerType!)
        : fc.option(inner(def.innerType!), { freq: 4, nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType!);
    case 'pipe':
      // The request carries the pipe's input.
      return inner(def.in!);
    case 'lazy':
      return depth > 6 ? fc.constant(null) : inner(def.getter!());
    default:
      // transform, any, unknown, custom, …: nothing to read, so any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Arbitraries already built, by context, schema and mode: the route table shares many schemas. */
const built = new WeakMap<
  GeneratorContext,
  WeakMap<z.ZodType, Partial<Record<Mode, fc.Arbitrary<unknown>>>>
>();

/** A fast-check arbitrary of request values for a zod schema. */
export function build(
  schema: z.ZodType,
  mode: Mode,
  context: GeneratorContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const bySchema = built.get(context) ?? new WeakMap();
  built.set(context, bySchema);
  const cached = bySchema.get(schema) ?? {};
  bySchema.set(schema, cached);
  if (cached[mode]) return cached[mode];
  const value = structural(schema, mode, context, depth);
  const arbitrary =
    mode === 'malformed'
      ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: hostile })
      : value;
  // A lazy schema is cut by depth, so what it builds is not kept.
  if (internals(schema).def.type !== 'lazy') cached[mode] = arbitrary;
  return arbitrary;
}

/** The schema under optional, nullable, default, pipe and the like: what a field really holds. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = internals(current).def;
    const next =
      def.type === 'pipe'
        ? def.in
        : ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(
              def.type,
            )
          ? def.innerType
          : undefined;
    if (!next) return current;
    current = next;
  }
  return current;
}

export type FieldPath = (string | number)[];

/**
 * Every field of an object schema, nested ones included (in objects, and in the first item of arrays
 * of objects), down to `depth` levels; for a union, those of its first variant.
 */
export function fieldsOf(
  schema: z.ZodType | undefined,
  depth = 3,
  prefix: FieldPath = [],
): [FieldPath, z.ZodType][] {
  if (!schema || depth === 0) return [];
  const def = internals(unwrap(schema)).def;
  if (def.type === 'union' && def.options?.[0]) return fieldsOf(def.options[0], depth, prefix);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).flatMap(([key, field]): [FieldPath, z.ZodType][] => {
    const path = [...prefix, key];
    const inner = internals(unwrap(field)).def;
    const nested =
      inner.type === 'array' && inner.element
        ? fieldsOf(inner.element, depth - 1, [...path, 0])
        : fieldsOf(field, depth - 1, path);
    return [[path, field], ...nested];
  });
}

/** A copy of `value` with `path` set to `replacement`, making the objects and arrays on the way. */
export function withValueAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : value && typeof value === 'object'
      ? { ...value }
      : typeof head === 'number'
        ? []
        : {};
  const current = (container as Record<string | number, unknown>)[head];
  (container as Record<string | number, unknown>)[head] = withValueAt(current, rest, replacement);
  return container;
}

const TEXT_HOSTILE: readonly unknown[] = [
  '\u0000',
  'x'.repeat(100_000),
  '\u0001\u001f\u007f',
  '\ud800',
  "' OR '1'='1' --",
  '%_\\',
  42,
  null,
  ['x'],
];
const NUMBER_HOSTILE: readonly unknown[] = [
  -1,
  0.5,
  2 ** 31,
  -0.5,
  1e308,
  99_999_999_999,
  2 ** 53 + 2,
  '12abc',
  '1e3',
  null,
  true,
];
const DATE_HOSTILE: readonly unknown[] = [
  '2024-02-30T25:61:61Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '9999-12-31T23:59:59.999+14:00',
  '-271821-04-20T00:00:00Z',
  '0000-01-01',
  '2023-02-29',
  '0001-01-01T00:00:00-12:00',
  'yesterday',
  1_700_000_000_000,
];
const ID_HOSTILE: readonly unknown[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '1',
  '\u0000',
];
const CHOICE_HOSTILE: readonly unknown[] = ['zzz', '', 1, null, ['a', 'b']];
const LIST_HOSTILE: readonly unknown[] = [{}, 'x', [null], [[]], Array.from({ length: 2_000 }, (_, i) => i)];
const OBJECT_HOSTILE: readonly unknown[] = ['x', [], null, 7, { nested: { deeper: '\u0000' } }];
const FLAG_HOSTILE: readonly unknown[] = ['true', 1, null, 'yes'];

/**
 * Hostile values suited to one field: for a text, control characters, NUL, broken UTF-16, huge and
 * wrongly typed values; for a number, negative, fractional, huge and non-numeric ones; and so on.
 */
export function hostileFor(schema: z.ZodType): readonly unknown[] {
  const def = internals(unwrap(schema)).def;
  const format = def.format ?? checksOf(def).find((check) => check.check === 'string_format')?.format;
  switch (def.type) {
    case 'string':
      if (format === 'uuid' || format === 'guid') return ID_HOSTILE;
      if (format === 'datetime' || format === 'date') return DATE_HOSTILE;
      return TEXT_HOSTILE;
    case 'number':
    case 'int':
    case 'bigint':
      return NUMBER_HOSTILE;
    case 'date':
      return DATE_HOSTILE;
    case 'enum':
    case 'literal':
      return CHOICE_HOSTILE;
    case 'array':
    case 'tuple':
      return LIST_HOSTILE;
    case 'object':
    case 'record':
      return OBJECT_HOSTILE;
    case 'boolean':
      return FLAG_HOSTILE;
    default:
      return TEXT_HOSTILE;
  }
}
