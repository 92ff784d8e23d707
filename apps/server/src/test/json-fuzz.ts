import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { fuzz } from './fuzz.ts';
import type { JsonSchema, Parameter, Route } from './openapi-routes.ts';

/**
 * Fuzzing every JSON route from its OpenAPI schema (decision 039). hostile-input.test.ts walks each
 * field once with a fixed list of bad values; this makes the values with fast-check instead: bodies
 * made from the schema and then changed in one to four places at once (wrong types, missing and
 * unknown keys, control characters, text past its limit, a megabyte, nesting thousands deep,
 * numbers past a double, odd Unicode), raw bodies no JSON encoder writes (cut short, a
 * `__proto__`, duplicate keys, the wrong content type), and query strings and path values
 * (malformed percent-encoding, repeated keys, overlong values). What must hold for every request:
 * no 5xx, a refusal is the usual `{ error: { code } }`, a change sure to be invalid is refused, a
 * refused request stores nothing, and the app still answers /api/health.
 */

/** The JSON types a schema admits; integer counts as number. */
export const jsonTypes = (schema: JsonSchema): Set<string> => {
  const types = new Set<string>();
  if (schema.type) types.add(schema.type === 'integer' ? 'number' : schema.type);
  if (schema.nullable) types.add('null');
  for (const option of schema.anyOf ?? []) for (const type of jsonTypes(option)) types.add(type);
  return types;
};

/** Every text field refuses these (field-atoms.ts): C0 and C1 controls but tab and line breaks, DEL, lone surrogates. */
export const refusedCharacters = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u000E',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0080',
  '\u0085',
  '\u009F',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
];

/** Text that is odd but may well be valid: it must be stored and shown as it came, or refused, never a 5xx. */
export const oddText = [
  '\u202Eevil\u202C',
  'क्\u200Dष',
  'കര്\u200Dഷകന്\u200D',
  'e\u0301\u0301\u0301\u0301',
  '👩🏽‍🌾',
  '\uFEFFSample',
  'line\u2028break\u2029',
  '\u00A0\u3000',
  '＝１＋１',
  '=HYPERLINK("http://x.example","y")',
  '+91 98450',
  '-5',
  '@SUM(1)',
  'İstanbul ß ﬁ',
  '\uFFFD\uFFFE\uFFFF',
  '\u{10FFFF}',
  '𝕊𝕒𝕟𝕘𝕒𝕞',
  '<img src=x onerror=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  "'; drop table farmers; --",
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  ' ',
  '   padded   ',
  'ಲಕ್ಷ್ಮಿ ದೇವಿ',
  'लक्ष्मी',
  'true',
  'null',
  '0',
  '1e309',
  'NaN',
  '-0',
  '0x1A',
  '2024-02-30',
  '9999-12-31',
  '+919845012345',
  '98450 12345',
];

/**
 * Raw JSON text standing in a body where a JS value could not: nesting deeper than JSON.stringify
 * recurses, or a number literal no double holds.
 */
class Raw {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 60 ? `${this.text.slice(0, 60)}… (${this.text.length} characters)` : this.text;
  }
}

/** The body as the client sends it: JSON, with any Raw part spliced in as written. */
export const serialize = (body: unknown): string => {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof Raw) {
      raws.push(value.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return value;
  });
  return raws.length
    ? text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)] as string)
    : text;
};

const nestedArrays = (depth: number) => new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const nestedObjects = (depth: number) => new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
export const percentEncode = (text: string) =>
  Array.from(
    Buffer.from(text, 'utf8'),
    (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

/** Escapes a URL may carry that decode to nothing sensible. */
const malformedEscapes = [
  '%',
  '%zz',
  '%4',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%E0%A4',
  '%00',
  '%2e%2e',
  '..',
  '.',
];

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  const max = Math.min(schema.maxLength ?? 60, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  const plain = fc.oneof(
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.string({ unit: 'binary', minLength: min, maxLength: max }),
    fc.constantFrom(...oddText),
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.stringMatching(/^(\+91)?[5-9]\d{9}$/),
  );
  if (schema.format === 'uuid')
    return fc.oneof(fc.uuid(), fc.constant('00000000-0000-0000-0000-000000000000'));
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), plain);
  if (schema.pattern) {
    try {
      return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), plain);
    } catch {
      return plain;
    }
  }
  return plain;
};

const numberOf = (schema: JsonSchema): fc.Arbitrary<number> => {
  const min = Math.max(schema.minimum ?? -1e9, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1e12, Number.MAX_SAFE_INTEGER);
  const edges = [min, max, 0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324, 0.1 + 0.2];
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.constantFrom(...edges),
    ...(schema.type === 'integer' ? [] : [fc.double({ min, max, noNaN: true, noDefaultInfinity: true })]),
  );
};

/** A value of the schema's shape; often valid, sometimes at its edges, never sure to be refused. */
export const valueOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) options.push(fc.constantFrom(...schema.enum));
  else if (schema.anyOf?.length) options.push(...schema.anyOf.map(valueOf));
  else
    switch (schema.type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const keys = Object.keys(properties);
        if (keys.length)
          options.push(
            fc.record(Object.fromEntries(keys.map((key) => [key, valueOf(properties[key] as JsonSchema)])), {
              requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
            }),
          );
        else if (typeof schema.additionalProperties === 'object')
          options.push(
            fc.dictionary(fc.string({ maxLength: 20 }), valueOf(schema.additionalProperties), { maxKeys: 3 }),
          );
        else options.push(fc.constant({}));
        break;
      }
      case 'array':
        options.push(
          fc.array(schema.items ? valueOf(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
            minLength: Math.min(schema.minItems ?? 0, 4),
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          }),
        );
        break;
      case 'boolean':
        options.push(fc.boolean());
        break;
      case 'integer':
      case 'number':
        options.push(numberOf(schema));
        break;
      case 'string':
        options.push(stringOf(schema));
        break;
      default:
        options.push(fc.jsonValue({ maxDepth: 2 }));
    }
  if (schema.nullable) options.push(fc.constant(null));
  return options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
};

const wrongTyped: [type: string, value: fc.Arbitrary<unknown>][] = [
  ['boolean', fc.boolean()],
  ['number', fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))],
  ['string', fc.string({ maxLength: 20 })],
  ['array', fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 })],
  ['object', fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })],
  ['null', fc.constant(null)],
];

/** The longest text any string option of the schema takes; undefined when one has no limit. */
const textLimit = (schema: JsonSchema): number | undefined => {
  const options = schema.anyOf?.length ? schema.anyOf : [schema];
  const strings = options.filter((o) => o.type === 'string');
  if (strings.some((o) => o.maxLength === undefined)) return undefined;
  return Math.max(0, ...strings.map((o) => o.maxLength ?? 0));
};

const MEGABYTE = 1024 * 1024;

type Hostile = { value: unknown; why: string };

/** A value the schema is sure to refuse, and why. */
export const hostileOf = (schema: JsonSchema): fc.Arbitrary<Hostile> => {
  const types = jsonTypes(schema);
  const options: fc.Arbitrary<Hostile>[] = wrongTyped
    .filter(([type]) => !types.has(type))
    .map(([type, value]) =>
      value.map((v) => ({ value: v, why: `${type} instead of ${[...types].join('|')}` })),
    );
  if (!types.has('array'))
    options.push(
      fc
        .integer({ min: 2, max: 200_000 })
        .map((depth) => ({ value: nestedArrays(depth), why: `arrays ${depth} deep` })),
    );
  if (!types.has('object'))
    options.push(
      fc
        .integer({ min: 2, max: 100_000 })
        .map((depth) => ({ value: nestedObjects(depth), why: `objects ${depth} deep` })),
    );
  if (types.has('string')) {
    options.push(
      fc
        .tuple(stringOf({ type: 'string', maxLength: 30 }), fc.constantFrom(...refusedCharacters), fc.nat())
        .map(([text, bad, at]) => {
          const i = at % (text.length + 1);
          return {
            value: `${text.slice(0, i)}${bad}${text.slice(i)}`,
            why: `U+${bad.charCodeAt(0).toString(16).padStart(4, '0')} in text`,
          };
        }),
      fc.constantFrom(
        { value: 'ಅ'.repeat(200 * 1024), why: '200 KB of text' },
        { value: 'x'.repeat(MEGABYTE + 10), why: 'over a megabyte of text' },
      ),
    );
    const limit = textLimit(schema);
    if (limit !== undefined)
      options.push(
        fc
          .integer({ min: limit + 1, max: limit + 4000 })
          .map((n) => ({ value: 'y'.repeat(n), why: `${n} characters, over ${limit}` })),
      );
    const enums = (schema.anyOf?.length ? schema.anyOf : [schema]).filter((o) => o.type === 'string');
    if (enums.length && enums.every((o) => o.enum?.length)) {
      const allowed = new Set(enums.flatMap((o) => o.enum));
      options.push(
        fc
          .oneof(fc.mixedCase(fc.constantFrom(...(allowed as Set<string>))), fc.string({ maxLength: 12 }))
          .filter((s) => !allowed.has(s))
          .map((value) => ({ value, why: 'a word not in the list' })),
      );
    }
    if (enums.length && enums.every((o) => o.format === 'uuid'))
      options.push(
        fc
          .oneof(
            fc.constant('not-a-uuid'),
            fc.uuid().map((u) => ` ${u}`),
            fc.uuid().map((u) => u.slice(1)),
          )
          .map((value) => ({
            value,
            why: 'not a UUID',
          })),
      );
  }
  if (types.has('number') && [...types].every((t) => t === 'number' || t === 'null')) {
    const bounds = schema.anyOf?.length ? schema.anyOf : [schema];
    const minimum = bounds.find((o) => o.minimum !== undefined)?.minimum;
    const maximum = bounds.find((o) => o.maximum !== undefined)?.maximum;
    if (minimum !== undefined && bounds.length === 1)
      options.push(fc.constant({ value: minimum - 1, why: `${minimum - 1}, under the minimum` }));
    if (maximum !== undefined && bounds.length === 1)
      options.push(fc.constant({ value: maximum + 1, why: `${maximum + 1}, over the maximum` }));
    if (bounds.every((o) => o.type === 'integer' || o.type === 'null'))
      options.push(fc.constant({ value: 1.5, why: '1.5 for a whole number' }));
  }
  if (types.has('number'))
    options.push(
      fc
        .constantFrom('1e999', '-1e999', `1${'0'.repeat(400)}`)
        .map((text) => ({ value: new Raw(text), why: `the number ${text.slice(0, 8)}…, past a double` })),
    );
  return fc.oneof(...options);
};

type Path = (string | number)[];
type Location = { path: Path; schema: JsonSchema };

/** Every field of a body, nested objects and the first item of arrays of objects included. */
const locationsOf = (schema: JsonSchema, path: Path = []): Location[] => {
  const here = path.length ? [{ path, schema }] : [];
  const object =
    schema.anyOf?.find((o) => o.type === 'object') ?? (schema.type === 'object' ? schema : undefined);
  const inner = Object.entries(object?.properties ?? {}).flatMap(([key, value]) =>
    locationsOf(value, [...path, key]),
  );
  const items = schema.type === 'array' && schema.items ? locationsOf(schema.items, [...path, 0]) : [];
  return [...here, ...inner, ...items];
};

const setAt = (body: unknown, path: Path, value: unknown, remove = false): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const array = Array.isArray(body) ? [...body] : [];
    if (remove && !rest.length) array.splice(head, 1);
    else array[head] = setAt(array[head], rest, value, remove);
    return array;
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as object) } : {};
  if (remove && !rest.length) delete (object as Record<string, unknown>)[head];
  else
    Object.defineProperty(object, head, {
      value: setAt((object as Record<string, unknown>)[head], rest, value, remove),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return object;
};

type Edit = { path: Path; value?: unknown; remove?: boolean; why: string };
const applyEdits = (base: unknown, edits: Edit[]) =>
  edits.reduce((body, edit) => setAt(body, edit.path, edit.value, edit.remove), base);

export type BodyCase = {
  payload: string;
  /** Sure to be refused: a hostile value, an unknown key of a strict object, broken JSON. */
  mustRefuse: boolean;
  why: string;
  contentType?: string;
};

/** Requests to a route with a JSON body: edits of a body it accepts, bodies from its schema, raw text. */
export const bodyCases = (schema: JsonSchema, base: unknown): fc.Arbitrary<BodyCase> => {
  const locations = locationsOf(schema);
  const strictObjects = [{ path: [] as Path, schema }, ...locations].filter(
    (l) => l.schema.type === 'object' && l.schema.properties && l.schema.additionalProperties === false,
  );
  const at = (path: Path) => path.join('.') || '(body)';
  const valid = base === undefined ? valueOf(schema) : fc.constant(base);
  const freeEdit: fc.Arbitrary<Edit> = locations.length
    ? fc.constantFrom(...locations).chain((l) =>
        fc.oneof(
          {
            weight: 3,
            arbitrary: valueOf(l.schema).map((value) => ({
              path: l.path,
              value,
              why: `${at(l.path)} = a value of its type`,
            })),
          },
          {
            weight: 1,
            arbitrary: fc.constant({ path: l.path, remove: true, why: `${at(l.path)} left out` }),
          },
        ),
      )
    : fc.constant({ path: [], value: base, why: 'as it was' });
  const hostileEdits: fc.Arbitrary<Edit>[] = [];
  if (locations.length)
    hostileEdits.push(
      fc
        .constantFrom(...locations)
        .chain((l) =>
          hostileOf(l.schema).map((h) => ({ path: l.path, value: h.value, why: `${at(l.path)}: ${h.why}` })),
        ),
    );
  if (strictObjects.length)
    hostileEdits.push(
      fc
        .tuple(
          fc.constantFrom(...strictObjects),
          fc.oneof(
            fc.string({ minLength: 1, maxLength: 16 }),
            fc.constantFrom(
              '__proto__',
              'constructor',
              'prototype',
              'toString',
              'isAdmin',
              'fpoId',
              'id',
              'createdBy',
            ),
          ),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .filter(([l, key]) => !Object.hasOwn(l.schema.properties ?? {}, key))
        .map(([l, key, value]) => ({
          path: [...l.path, key],
          value,
          why: `${at([...l.path, key])}: a key the schema does not have`,
        })),
    );

  const json = (body: unknown, why: string, mustRefuse: boolean): BodyCase => ({
    payload: serialize(body),
    why,
    mustRefuse,
  });
  const cases: fc.WeightedArbitrary<BodyCase>[] = [
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.array(freeEdit, { minLength: 1, maxLength: 4 }))
        .map(([body, edits]) => json(applyEdits(body, edits), edits.map((e) => e.why).join('; '), false)),
    },
    { weight: 1, arbitrary: valueOf(schema).map((body) => json(body, 'a body made from the schema', false)) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...['\uFEFF', ' \n\t', ''])).chain(([body, prefix]) =>
        fc.constantFrom<BodyCase>(
          {
            payload: `${prefix}${serialize(body)}`,
            why: `prefixed ${JSON.stringify(prefix)}`,
            mustRefuse: false,
          },
          {
            payload: serialize(body),
            contentType: 'application/json; charset=utf-8',
            why: 'charset=utf-8',
            mustRefuse: false,
          },
          {
            payload: serialize(body),
            contentType: 'application/json; charset=latin1',
            why: 'charset=latin1',
            mustRefuse: false,
          },
          // Duplicate keys: JSON.parse keeps the last.
          {
            payload: serialize(body).replace(/^\{/, '{"sneaky":1,"sneaky":2,'),
            why: 'a duplicated unknown key',
            mustRefuse: strictObjects.some((o) => !o.path.length),
          },
        ),
      ),
    },
  ];
  if (hostileEdits.length)
    cases.push({
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.array(freeEdit, { maxLength: 2 }), fc.oneof(...hostileEdits))
        .map(([body, edits, hostile]) =>
          json(applyEdits(applyEdits(body, edits), [hostile]), hostile.why, true),
        ),
    });
  if (schema.type === 'object')
    cases.push({
      weight: 2,
      arbitrary: fc.oneof(
        fc
          .jsonValue({ maxDepth: 2 })
          .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
          .map((v) => json(v, `the body is ${JSON.stringify(v).slice(0, 40)}`, true)),
        fc
          .integer({ min: 2, max: 400_000 })
          .map((depth) => json(nestedArrays(depth), `the body is arrays ${depth} deep`, true)),
        fc
          .integer({ min: 2, max: 150_000 })
          .map((depth) => json(nestedObjects(depth), `the body is objects ${depth} deep`, true)),
        fc.tuple(valid, fc.nat()).map(([body, n]) => {
          const text = serialize(body);
          const cut = text.length > 1 ? n % (text.length - 1) : 0;
          return {
            payload: text.slice(0, cut),
            why: `the JSON cut after ${cut} characters`,
            mustRefuse: true,
          };
        }),
        valid.map((body) => ({
          payload: serialize(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
          why: 'a __proto__ key',
          mustRefuse: true,
        })),
        valid.map((body) => ({
          payload: serialize(body).replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
          why: 'a constructor.prototype key',
          mustRefuse: true,
        })),
        fc
          .tuple(
            valid,
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
              'application/xml',
              'application/json-patch+json',
            ),
          )
          .map(([body, contentType]) => ({
            payload: serialize(body),
            contentType,
            why: `sent as ${contentType}`,
            mustRefuse: true,
          })),
      ),
    });
  return fc.oneof(...cases);
};

/** A generated value as the text a URL carries. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value instanceof Raw
      ? value.text
      : (JSON.stringify(value) ?? 'undefined');

/** A query string for a route: its parameters from their schemas, hostile ones, repeats, unknown keys, bad escapes. */
export const queryCases = (parameters: Parameter[]): fc.Arbitrary<string> => {
  const value = (schema: JsonSchema): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 3, arbitrary: valueOf(schema).map((v) => percentEncode(asText(v))) },
      {
        weight: 2,
        arbitrary: hostileOf(schema).map((h) => percentEncode(asText(h.value).slice(0, 300_000))),
      },
      { weight: 1, arbitrary: fc.constantFrom(...malformedEscapes) },
    );
  const pair = fc.oneof(
    ...parameters.map((p) => value(p.schema).map((v) => `${encodeURIComponent(p.name)}=${v}`)),
    fc.string({ minLength: 1, maxLength: 12 }).map((key) => `${percentEncode(key)}=1`),
    fc.constantFrom(
      '__proto__=1',
      'constructor[prototype][x]=1',
      'page[]=1',
      'a=1&a=2',
      '&&',
      '=',
      '=1',
      'q',
    ),
  );
  return fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&'));
};

/** A path value: one of its schema, a hostile one, or an escape that decodes to nothing sensible. */
export const pathValueCases = (schema: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    valueOf(schema).map((v) => percentEncode(asText(v))),
    hostileOf(schema).map((h) => percentEncode(asText(h.value).slice(0, 6000))),
    fc.constantFrom(...malformedEscapes),
    fc.string({ unit: 'binary', maxLength: 40 }).map(percentEncode),
  );

/** One statement that digests every table a request may change, so a refused request can be checked for writes. */
export const databaseDigest = async (database: Database) => {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const tables = rows<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((t) => t.name)
    // Rate-limit counters count every request, refused or not; the pincode directory is read-only.
    .filter((name) => name !== 'rate_limits' && !name.startsWith('pincode'));
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) || ':' || count(*) as digest from "${name}" t`,
      )
      .join(' union all '),
  );
  return async () =>
    Object.fromEntries(
      rows<{ name: string; digest: string }>(await database.db.execute(query)).map((r) => [r.name, r.digest]),
    );
};

type Reply = { statusCode: number; body: string; json: () => unknown };

export type FuzzTarget = {
  routes: Route[];
  /** Sends as the signed-in FPO owner (also the owner admin) with our Origin. */
  send: (method: string, url: string, payload?: string, headers?: Record<string, string>) => Promise<Reply>;
  /** Real ids for path parameters, so a valid request reaches the service and the database. */
  pathIds: Record<string, string>;
  /** A body the route accepts (or refuses only after validation). */
  baseBody: (route: Route) => unknown;
  database: Database;
  /** Runs per route for bodies, query strings and path values (each scaled by FUZZ_SCALE). */
  runs?: { body: number; query: number; path: number };
};

const answerIsSound = (reply: Reply, context: string) => {
  const shown = `${context}: ${reply.statusCode} ${reply.body.slice(0, 300)}`;
  expect(reply.statusCode, shown).toBeLessThan(500);
  if (reply.statusCode >= 400) {
    let body: unknown;
    try {
      body = reply.json();
    } catch {
      body = reply.body;
    }
    expect(body, shown).toMatchObject({ error: { code: expect.stringMatching(/^[a-z0-9_]+$/) } });
  }
};

/**
 * Fuzzes every route's body, query string and path values in turn. Refused bodies are checked
 * against a digest of the database taken before them; a request that changed something waits for
 * the jobs it queued, so their writes are not blamed on the next request.
 */
export const fuzzEveryRoute = async (target: FuzzTarget) => {
  const runs = target.runs ?? { body: 10, query: 5, path: 4 };
  const digest = await databaseDigest(target.database);
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const jobsQueued = async () =>
    rows<{ n: number }>(
      await target.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
      ),
    )[0]?.n ?? 0;
  const settle = async () => {
    for (let i = 0; i < 300 && (await jobsQueued()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
  };
  let state = await digest();
  const sent = { requests: 0, refused: 0, accepted: 0 };

  const request = async (route: Route, url: string, body?: BodyCase) => {
    const headers: Record<string, string> = body?.contentType ? { 'content-type': body.contentType } : {};
    const reply = await target.send(route.method, url, body?.payload, headers);
    sent.requests++;
    const context = `${route.method} ${url.slice(0, 200)}${body ? ` (${body.why.slice(0, 200)})` : ''}`;
    answerIsSound(reply, context);
    if (reply.statusCode >= 400) sent.refused++;
    else sent.accepted++;
    if (body?.mustRefuse)
      expect(
        reply.statusCode,
        `${context} was not refused: ${reply.body.slice(0, 300)}`,
      ).toBeGreaterThanOrEqual(400);
    if (route.method === 'GET') return;
    if (reply.statusCode < 400) {
      await settle();
      state = await digest();
      return;
    }
    const after = await digest();
    expect(after, `${context} was refused with ${reply.statusCode} but changed the database`).toEqual(state);
  };

  const urlWith = (route: Route, fuzzed?: { name: string; value: string }) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === fuzzed?.name ? fuzzed.value : encodeURIComponent(target.pathIds[name] ?? crypto.randomUUID()),
    );

  const health = async (after: string) => {
    const reply = await target.send('GET', '/api/health');
    expect(reply.statusCode, `/api/health after ${after}: ${reply.body}`).toBe(200);
  };

  for (const route of target.routes) {
    if (!(route.body && !route.upload) && !route.query.length && !route.params.length) continue;
    const base = route.body ? target.baseBody(route) : undefined;
    const usual =
      route.body && base !== undefined
        ? { payload: serialize(base), mustRefuse: false, why: 'its usual body' }
        : undefined;
    // A read's state is checked once around all its runs: reads never write.
    const before = route.method === 'GET' ? await digest() : undefined;
    if (route.body && !route.upload)
      await fuzz(
        `body of ${route.key}`,
        bodyCases(route.body, base),
        (c) => request(route, urlWith(route), c),
        runs.body,
      );
    if (route.query.length)
      await fuzz(
        `query of ${route.key}`,
        queryCases(route.query),
        (query) => request(route, `${urlWith(route)}?${query}`, usual),
        runs.query,
      );
    for (const parameter of route.params)
      await fuzz(
        `path value ${parameter.name} of ${route.key}`,
        pathValueCases(parameter.schema),
        (value) => request(route, urlWith(route, { name: parameter.name, value }), usual),
        runs.path,
      );
    if (before) expect(await digest(), `reading ${route.key} changed the database`).toEqual(before);
    await health(route.key);
  }
  return sent;
};
