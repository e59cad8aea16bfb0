import { randomUUID } from 'node:crypto';
import { allRoutes, OWN_ORGANISATION_PERMISSIONS, ROUTES, type RouteDefinition } from '@trace/contracts';
import { createDb, exceptionLogs, maintenanceWindows, products, runMigrations, userRoles } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { seedBase } from '@trace/db/seed/index';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  build,
  fieldsOf,
  type GeneratorContext,
  HOSTILE_STRINGS,
  hostileFor,
  type Mode,
  withValueAt,
} from './fuzz-arbitraries';
import { createTestApp, login } from './helpers';

/**
 * Every route of the contracts table, called as an anonymous visitor, a company user and an
 * administrator with values read off its schemas (valid-looking and malformed) and with broken JSON:
 * no answer may be a 5xx, and every 200 must match the route's response schema.
 *
 * Deterministic: every value comes from fast-check with a fixed seed (the ids drawn are those of the
 * rows the run made). The fuzzed administrator changes settings every tenant shares, so this file works
 * in a database of its own, migrated and seeded like the shared one, and dropped afterwards.
 * `FUZZ_REPORT=1` prints the statuses each caller got from each route, to see how deep the fuzz reaches.
 */

/** Fixed, so every run sends the same requests; FUZZ_SEED explores others (say which in a bug report). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_401);
const VALID_CASES = 2;
const MALFORMED_CASES = 3;

const RAW_BODIES: readonly string[] = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '"\\ud800"',
  '{"x":"\\u0000","y":"\\udc00"}',
  '1e999999',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  'null',
  '[]',
  '"text"',
  '42',
];

type ActorName = 'anonymous' | 'company' | 'admin';

interface Actor {
  name: ActorName;
  token?: string;
  account?: string;
  password?: string;
  permissions: Set<string> | 'all';
  /** A 401 was seen: the session is checked (and renewed) before the next route. */
  suspect: boolean;
}

interface Failure {
  actor: ActorName;
  request: string;
  status: number;
  reason: string;
}

/** Routes that may end the caller's session without a 401 to show for it. */
const SESSION_ROUTES = /^\/(logout|auth\/|profile\/password)/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const state = {} as {
  app: FastifyInstance;
  db: ReturnType<typeof createDb>['db'];
  closeDb: () => Promise<void>;
  admin: postgres.Sql;
  databaseName: string;
  actors: Record<ActorName, Actor>;
  companyId: string;
  /** Ids drawn where a schema wants a UUID: random ones, other tenants', and ids seen in answers. */
  ids: string[];
  /** Ids never drawn: the fuzzing users and their roles, so no route disables or rewrites them mid-run. */
  protectedIds: Set<string>;
  requests: number;
  statuses: Map<number, number>;
  renewedSessions: number;
  startedAt: number;
};

function fuzzDatabaseUrl(): { url: string; name: string } {
  const url = new URL(process.env.DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_fuzz`.slice(0, 63);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function signIn(actor: Actor) {
  const session = await login(state.app, actor.account!, actor.password!);
  actor.token = session.token;
  const permissions = await state.app.inject({
    method: 'GET',
    url: '/user/read/promission',
    headers: { authorization: `Bearer ${actor.token}` },
  });
  if (actor.name !== 'admin') actor.permissions = new Set(permissions.json().data.permissions as string[]);
  actor.suspect = false;
}

async function newActor(name: 'company' | 'admin'): Promise<Actor> {
  const user =
    name === 'admin'
      ? await createUser(state.db, { userType: 'admin' })
      : await createUser(state.db, { userType: 'producer', corpId: state.companyId });
  state.protectedIds.add(user.id);
  const roles = await state.db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  for (const role of roles) state.protectedIds.add(role.id);
  const actor: Actor = {
    name,
    account: user.account,
    password: user.password,
    permissions: name === 'admin' ? 'all' : new Set(),
    suspect: false,
  };
  await signIn(actor);
  return actor;
}

/** After a 401, the actor signs in again (a fuzzed logout ends its session); a new user if it cannot. */
async function ensureSession(actor: Actor) {
  if (actor.name === 'anonymous' || !actor.suspect) return;
  const current = await state.app.inject({
    method: 'GET',
    url: '/user/read/current',
    headers: { authorization: `Bearer ${actor.token}` },
  });
  actor.suspect = false;
  if (current.statusCode === 200) return;
  state.renewedSessions++;
  try {
    await signIn(actor);
  } catch {
    state.actors[actor.name] = await newActor(actor.name);
  }
}

async function setUp() {
  state.startedAt = Date.now();
  const target = fuzzDatabaseUrl();
  state.databaseName = target.name;
  state.admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await state.admin.unsafe(`drop database if exists "${target.name}" with (force)`);
  await state.admin.unsafe(`create database "${target.name}"`);
  await runMigrations(target.url);
  const handle = createDb(target.url, { max: 3 });
  state.db = handle.db;
  state.closeDb = handle.close;
  await seedBase(state.db, { platform: 'birdnest' });
  state.app = await createTestApp({
    DATABASE_URL: target.url,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ROUTE_RATE_LIMIT_SCALE: '1000000',
    LOGIN_MAX_FAILURES: '1000000',
  });

  const day = 86_400_000;
  const operable = {
    traceStatus: 'traceable',
    syStartTime: new Date(Date.now() - 30 * day),
    syEndTime: new Date(Date.now() + 300 * day),
  };
  const own = await createCompany(state.db, { kind: 'producer', ...operable });
  const foreign = await createCompany(state.db, { kind: 'producer', ...operable });
  const dealer = await createCompany(state.db, { kind: 'dealer', ...operable });
  state.companyId = own.id;
  state.protectedIds = new Set();
  const [category] = await state.db.execute<{ id: string }>(
    'select id from product_categories limit 1' as never,
  );
  const made = await state.db
    .insert(products)
    .values(
      [own, foreign].map((corp) => ({
        corpId: corp.id,
        categoryId: category!.id,
        productName: `Fuzz nest ${randomUUID().slice(0, 6)}`,
        gtin: null,
        reviewStatus: 'passed',
      })),
    )
    .returning({ id: products.id });
  const foreignUser = await createUser(state.db, { userType: 'producer', corpId: foreign.id });
  const colleague = await createUser(state.db, { userType: 'producer', corpId: own.id });
  state.ids = [
    ...fc.sample(fc.uuid({ version: 4 }), { seed: SEED, numRuns: 4 }),
    own.id,
    foreign.id,
    dealer.id,
    foreignUser.id,
    colleague.id,
    ...made.map((row) => row.id),
  ];
  state.actors = {
    anonymous: { name: 'anonymous', permissions: new Set(), suspect: false },
    company: await newActor('company'),
    admin: await newActor('admin'),
  };
  state.requests = 0;
  state.statuses = new Map();
  state.renewedSessions = 0;
}

async function tearDown() {
  await state.app?.close();
  await state.closeDb?.();
  if (state.admin) {
    await state.admin.unsafe(`drop database if exists "${state.databaseName}" with (force)`);
    await state.admin.end({ timeout: 5 });
  }
}

/** Collects ids out of an answer, so later requests name rows that exist (their own and others'). */
function harvestIds(value: unknown, key = '') {
  if (state.ids.length >= 400) return;
  if (typeof value === 'string') {
    if ((key === 'id' || key.endsWith('Id')) && UUID.test(value) && !state.protectedIds.has(value)) {
      if (!state.ids.includes(value)) state.ids.push(value);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) harvestIds(item, key);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) harvestIds(item, name);
  }
}

/** encodeURIComponent that also writes a lone surrogate, as the broken UTF-8 a client could send. */
function encodeSegment(value: string): string {
  let out = '';
  for (const char of value.slice(0, 2000)) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/** Requests sent with broken credentials instead of the caller's: their 401 says nothing of its session. */
const withoutCredentials = new WeakSet<InjectOptions>();
/** Statuses by caller and route: proof that every route was called, and the FUZZ_REPORT. */
const statusesByRoute = new Map<string, Set<number>>();
const routeKey = (actor: ActorName, route: RouteDefinition) => `${actor} ${route.method} ${route.path}`;

/** Requests whose URL lands on another route (an empty id turns `/x/:id` into the list `/x/`). */
const elsewhere = new WeakSet<InjectOptions>();

function landsElsewhere(route: RouteDefinition, path: string): boolean {
  return path.includes('//') || (path.endsWith('/') && !route.path.endsWith('/'));
}

function pathOf(route: RouteDefinition, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return route.path
    .replace(/:(\w+)/g, (_whole, name: string) => encodeSegment(asText(values[name])))
    .replace('*', () => encodeSegment(asText(values['*'] ?? '09506000134352/21/1234567890123456')));
}

function queryOf(query: unknown): string {
  if (query === undefined) return '';
  if (!query || typeof query !== 'object' || Array.isArray(query)) return `?${encodeSegment(asText(query))}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeSegment(key)}=${encodeSegment(asText(item))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const LANGUAGES = ['cn', 'en', 'fr'] as const;

/** Headers a client may send broken; those replacing the credentials are marked `replacesCredentials`. */
const HOSTILE_HEADERS: readonly { headers: Record<string, string>; replacesCredentials?: boolean }[] = [
  { headers: { 'user-agent': 'x'.repeat(10_000) } },
  { headers: { 'user-agent': 'Agent/1.0 \u0001\u001f\u007f' } },
  { headers: { syslanguage: 'xx' } },
  { headers: { syslanguage: '' } },
  { headers: { 'x-forwarded-for': 'not-an-address, 999.1.1.1' } },
  { headers: { accept: 'application/linkset+json' } },
  { headers: { cookie: `trace_rt=${'x'.repeat(5_000)}` } },
  { headers: { authorization: 'Bearer ' }, replacesCredentials: true },
  { headers: { authorization: 'Bearer a.b.c' }, replacesCredentials: true },
  { headers: { authorization: 'Basic Zm9vOmJhcg==' }, replacesCredentials: true },
  { headers: { 'x-api-key': 'not-a-key' }, replacesCredentials: true },
];

function describeRequest(options: InjectOptions): string {
  const payload = options.payload === undefined ? '' : ` ${String(options.payload).slice(0, 300)}`;
  return `${options.method} ${String(options.url).slice(0, 300)}${payload}`;
}

function parseJson(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

async function check(
  route: RouteDefinition,
  actor: Actor,
  options: InjectOptions,
  failures: Failure[],
): Promise<LightMyRequestResponse> {
  const response = await state.app.inject(options);
  state.requests++;
  const status = response.statusCode;
  state.statuses.set(status, (state.statuses.get(status) ?? 0) + 1);
  const key = routeKey(actor.name, route);
  statusesByRoute.set(key, (statusesByRoute.get(key) ?? new Set<number>()).add(status));
  const fail = (reason: string) =>
    failures.push({ actor: actor.name, request: describeRequest(options), status, reason });
  if (status === 401 && actor.name !== 'anonymous' && !withoutCredentials.has(options)) actor.suspect = true;
  if (status >= 500) {
    const requestId = response.headers['x-request-id'];
    const [logged] = requestId
      ? await state.db
          .select({ message: exceptionLogs.message })
          .from(exceptionLogs)
          .where(eq(exceptionLogs.requestId, String(requestId)))
      : [];
    fail(`server error: ${logged?.message.slice(0, 400) ?? response.body.slice(0, 400)}`);
    return response;
  }
  // The limits are raised for this app, so a 429 would hide what the route does with the request; only
  // routes with limits of their own answer it, for their rules (one code a minute per address).
  if (status === 429 && !route.rateLimit) fail(`rate limited: ${response.body.slice(0, 200)}`);
  if (status !== 200) {
    const envelope = parseJson(response) as { code?: unknown; msg?: unknown } | undefined;
    if (typeof envelope?.code !== 'string' || typeof envelope.msg !== 'string' || envelope.msg === '')
      fail(`an error answer outside the envelope: ${response.body.slice(0, 200)}`);
    return response;
  }
  if (route.document && !elsewhere.has(options)) {
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith(route.document)) fail(`200 as ${type}, but the route answers ${route.document}`);
    return response;
  }
  // A URL that reached another route is checked against that route's contract when it is fuzzed.
  const contract = elsewhere.has(options) ? undefined : route.response;
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (!isJson) {
    if (contract) fail('200 without JSON, but the route declares a response schema');
    return response;
  }
  const envelope = response.json() as { code: string; data: unknown };
  if (envelope.code !== '200') fail(`HTTP 200 with code ${envelope.code}`);
  if (contract) {
    const parsed = contract.safeParse(envelope.data);
    if (!parsed.success) fail(`200 breaks the response schema: ${parsed.error.message.slice(0, 400)}`);
  }
  harvestIds(envelope.data);
  return response;
}

function mayCall(actor: Actor, route: RouteDefinition): boolean {
  if (route.access === 'public') return true;
  if (actor.name === 'anonymous') return false;
  if (route.access === 'authenticated') return true;
  // The administrator's all-permissions role leaves out what acts only as one's own company.
  if (actor.permissions === 'all') return !OWN_ORGANISATION_PERMISSIONS.includes(route.access);
  return actor.permissions.has(route.access);
}

/** A small multipart body: a PNG signature and some bytes, a text field, or cut short. */
function multipartBodies(index: number): { payload: Buffer; contentType: string }[] {
  const boundary = `----fuzz-${index}`;
  const whole = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnote\u0000 text\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fuzz\u0000${index}.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(256, index),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return [
    { payload: whole, contentType },
    { payload: whole.subarray(0, 90), contentType },
    { payload: whole.subarray(0, whole.length - 10), contentType },
    { payload: Buffer.from('no boundary here'), contentType: 'multipart/form-data' },
  ];
}

/** Where schemas want a UUID: the ids known when the value is drawn. */
const context: GeneratorContext = { ids: () => state.ids };

interface Drawn {
  params: unknown;
  query: unknown;
  body: unknown;
  language: string;
  wildcard: string;
}

const ACTOR_NAMES: readonly ActorName[] = ['anonymous', 'company', 'admin'];

/**
 * The requests for one route and one caller: values drawn from its schemas (valid-looking, then
 * malformed), then one valid-looking request per field with that field made hostile, then raw bodies.
 * A caller the route refuses gets one of each of the first two kinds only.
 */
function requestsFor(route: RouteDefinition, routeIndex: number, actor: Actor): InjectOptions[] {
  const actorIndex = ACTOR_NAMES.indexOf(actor.name);
  const seed = SEED + routeIndex * 7 + actorIndex;
  const authorised = mayCall(actor, route);
  const draw = (mode: Mode, numRuns: number): Drawn[] =>
    fc.sample(
      fc.record({
        params: route.params ? build(route.params, mode, context) : fc.constant(undefined),
        query: route.query ? build(route.query, mode, context) : fc.constant(undefined),
        body: route.body ? build(route.body, mode, context) : fc.constant(undefined),
        language: fc.constantFrom(...LANGUAGES),
        wildcard: fc.oneof(
          fc.constant('09506000134352/21/1234567890123456'),
          fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 200)),
        ),
      }),
      { seed: seed + ['valid', 'complete', 'malformed'].indexOf(mode) * 1_000_000, numRuns },
    );
  const valid = draw('valid', authorised ? VALID_CASES : 1);
  const cases = [...valid, ...draw('malformed', authorised ? MALFORMED_CASES : 1)];
  if (authorised) {
    // Field by field: a complete valid-looking request with that one field made hostile.
    const [baseline] = draw('complete', 1);
    let field = 0;
    for (const part of ['params', 'query', 'body'] as const) {
      for (const [path, schema] of fieldsOf(route[part])) {
        // Two of the field's hostile values, rotating over the table so each is tried somewhere.
        const values = hostileFor(schema);
        const first = routeIndex * 3 + field++ + actorIndex;
        for (const at of [first, first + Math.ceil(values.length / 2)]) {
          cases.push({
            ...baseline!,
            [part]: withValueAt(baseline![part], path, values[at % values.length]),
          });
        }
      }
    }
  }
  const headers = (language: string, contentType?: string) => ({
    ...(actor.token ? { authorization: `Bearer ${actor.token}` } : {}),
    syslanguage: language,
    ...(contentType ? { 'content-type': contentType } : {}),
  });
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const requests: InjectOptions[] = cases.map((drawn) => {
    const params = route.path.includes('*')
      ? { ...(drawn.params as object), '*': drawn.wildcard }
      : drawn.params;
    const path = pathOf(route, params);
    const url = path + queryOf(drawn.query);
    const request: InjectOptions =
      route.multipart || !withBody
        ? { method: route.method, url, headers: headers(drawn.language) }
        : {
            method: route.method,
            url,
            headers: headers(drawn.language, 'application/json'),
            payload: drawn.body === undefined ? undefined : JSON.stringify(drawn.body),
          };
    if (landsElsewhere(route, path)) elsewhere.add(request);
    return request;
  });
  const hostileHeaders = HOSTILE_HEADERS[(routeIndex + actorIndex) % HOSTILE_HEADERS.length]!;
  const first = requests[0]!;
  const broken: InjectOptions = {
    ...first,
    headers: { ...(first.headers as Record<string, string>), ...hostileHeaders.headers },
  };
  if (elsewhere.has(first)) elsewhere.add(broken);
  if (hostileHeaders.replacesCredentials) withoutCredentials.add(broken);
  requests.push(broken);
  if (!authorised) return requests;
  const url = pathOf(route, cases[0]?.params);
  const raw = (contentType: string, payload: string | Buffer, language = 'en') => {
    const request: InjectOptions = {
      method: route.method,
      url,
      headers: headers(language, contentType),
      payload,
    };
    if (landsElsewhere(route, url)) elsewhere.add(request);
    requests.push(request);
  };
  if (route.multipart) {
    for (const body of multipartBodies(routeIndex)) raw(body.contentType, body.payload);
  }
  if (withBody) {
    // Two raw bodies per route, rotating through the list over the table, and one of the wrong type.
    for (const offset of [0, 1])
      raw('application/json', RAW_BODIES[(routeIndex * 2 + offset) % RAW_BODIES.length]!, 'fr');
    raw('text/plain', 'plain text', 'cn');
  }
  return requests;
}

const routes = allRoutes();
const groups = Object.entries(ROUTES).map(([name, group]) => {
  const members = new Set(
    (function flatten(value: unknown): RouteDefinition[] {
      return typeof value === 'object' && value !== null && 'method' in value && 'path' in value
        ? [value as RouteDefinition]
        : Object.values(value as Record<string, unknown>).flatMap(flatten);
    })(group),
  );
  return { name, routes: routes.filter((route) => members.has(route)) };
});

beforeAll(setUp, 120_000);
afterAll(tearDown, 60_000);

describe.each(['anonymous', 'company', 'admin'] as const)('fuzzing every route as %s', (actorName) => {
  it.each(groups.map((group) => [group.name, group] as const))(
    '%s: no 5xx, every 200 matches its contract',
    async (_name, group) => {
      const failures: Failure[] = [];
      for (const route of group.routes) {
        const actor = state.actors[actorName];
        await ensureSession(actor);
        for (const request of requestsFor(route, routes.indexOf(route), actor)) {
          await check(route, actor, request, failures);
        }
        // Signing out or in, refreshing and changing passwords may end the caller's session quietly.
        if (SESSION_ROUTES.test(route.path)) actor.suspect = true;
      }
      // A maintenance window the fuzzed routes scheduled would refuse the next groups' writes (503):
      // each group starts with none.
      await state.db.delete(maintenanceWindows);
      state.app.maintenanceGate.forget();
      const report = failures.map((f) => `${f.status} ${f.request}\n    ${f.reason}`).join('\n');
      expect(failures.length, `${failures.length} bad answers:\n${report}`).toBe(0);
    },
    120_000,
  );
});

describe('after the fuzzing', () => {
  it('called every route as every caller and left no polluted prototype', () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(groups.flatMap((group) => group.routes)).toHaveLength(routes.length);
    const missed = ACTOR_NAMES.flatMap((actor) =>
      routes.map((route) => routeKey(actor, route)).filter((key) => !statusesByRoute.has(key)),
    );
    expect(missed).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const seconds = (Date.now() - state.startedAt) / 1000;
    if (process.env.FUZZ_REPORT)
      for (const [key, seen] of statusesByRoute) console.info(`${key}: ${[...seen].sort().join(', ')}`);
    console.info(
      `fuzz: ${state.requests} requests over ${routes.length} routes in ${seconds.toFixed(1)} s; ` +
        `sessions renewed ${state.renewedSessions} times; answers by status: ` +
        [...state.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', '),
    );
  });
});
