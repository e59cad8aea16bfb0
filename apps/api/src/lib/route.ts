import type {
  RouteBody,
  RouteData,
  RouteDefinition,
  RouteExtras,
  RouteParams,
  RouteQuery,
} from '@trace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from '../plugins/errors';

/**
 * A handler's result with the top-level envelope fields its route declares in `extras` (e.g. `upPrompt`
 * of /user/read/current).
 */
export class WithEnvelopeExtras<T, E extends object = Record<string, unknown>> {
  constructor(
    readonly data: T,
    readonly extras: E,
  ) {}
}

/**
 * A handler's data already written as JSON (`T` is what it reads as): sent inside the envelope as
 * it is, instead of being built as objects and serialised again. For the hottest answers, whose
 * parts are cached as text.
 */
export class JsonText<T = unknown> {
  declare readonly reads: T;
  constructor(readonly json: string) {}
}

export type RouteRequest<T extends RouteDefinition> = FastifyRequest<{
  Body: RouteBody<T>;
  Querystring: RouteQuery<T>;
  Params: RouteParams<T>;
}>;

/**
 * What a handler may put beside `data`: the fields its route declares in `extras`, and a success
 * message of its own (`msg`, "Code sent") instead of the plain OK.
 */
type EnvelopeFields<T extends RouteDefinition> = (T['extras'] extends z.ZodType
  ? RouteExtras<T>
  : Record<never, never>) & { msg?: string };

export type RouteHandler<T extends RouteDefinition> = (
  request: RouteRequest<T>,
  reply: FastifyReply,
) => Promise<
  | (T['extras'] extends object ? never : RouteData<T> | JsonText<RouteData<T>>)
  | WithEnvelopeExtras<RouteData<T>, EnvelopeFields<T>>
  | FastifyReply
>;

const validator =
  (schema: z.ZodType) =>
  (data: unknown): { value: unknown } | { error: Error } => {
    // Fastify hands an absent body over as null; to the schemas, absent is undefined.
    const result = schema.safeParse(data ?? undefined, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };

function rateLimitOptions({ max, timeWindow, keyField }: NonNullable<RouteDefinition['rateLimit']>) {
  if (!keyField) return { max, timeWindow };
  return {
    max,
    timeWindow,
    // The body is parsed by preHandler time, so the key can include the account or email.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const value = (request.body as Record<string, unknown> | undefined)?.[keyField];
      return `${request.ip}|${keyField}:${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/**
 * The fields an answer carries that its schema does not declare: parsing drops them, so they are the
 * keys of `sent` missing from `parsed`. Sent anyway, they would reach clients undocumented.
 */
export function undeclaredFields(sent: unknown, parsed: unknown, path = 'data'): string[] {
  if (Array.isArray(sent)) {
    return Array.isArray(parsed)
      ? sent.flatMap((item, index) => undeclaredFields(item, parsed[index], `${path}[${index}]`))
      : [];
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    return Object.hasOwn(parsed, key)
      ? undeclaredFields(value, parsed[key], `${path}.${key}`)
      : [`${path}.${key}`];
  });
}

/**
 * The envelope's fields beside `data` are exactly what the route's `extras` declares; `msg` (a success
 * message of the handler's own) is the envelope's and always allowed as text.
 */
function checkExtras(definition: RouteDefinition, envelope: object | undefined) {
  const where = `${definition.method} ${definition.path}`;
  const { msg, ...extras } = (envelope ?? {}) as { msg?: unknown };
  if (msg !== undefined && typeof msg !== 'string') throw new Error(`${where} sends a msg that is not text`);
  if (!definition.extras) {
    if (Object.keys(extras).length === 0) return;
    throw new Error(`${where} sends envelope fields its contract does not declare`);
  }
  const checked = definition.extras.safeParse(extras);
  if (!checked.success)
    throw new Error(`Envelope fields of ${where} break its contract: ${checked.error.message}`);
  const undeclared = undeclaredFields(extras, checked.data, 'envelope');
  if (undeclared.length > 0)
    throw new Error(`Envelope of ${where} has fields its contract does not list: ${undeclared.join(', ')}`);
}

/**
 * Development and tests: an answer that breaks its route's response schema, or carries fields the
 * schema does not list, is a server error.
 */
function checkResponse(definition: RouteDefinition, data: unknown, extras?: object) {
  if (definition.extras || extras) checkExtras(definition, extras);
  if (!definition.response) return;
  const checked = definition.response.safeParse(data);
  if (!checked.success) {
    throw new Error(
      `Response of ${definition.method} ${definition.path} breaks its contract: ${checked.error.message}`,
    );
  }
  const undeclared = undeclaredFields(data, checked.data);
  if (undeclared.length > 0) {
    throw new Error(
      `Response of ${definition.method} ${definition.path} has fields its contract does not list: ${undeclared.slice(0, 10).join(', ')}`,
    );
  }
}

/**
 * @fastify/cors options of a route any web origin may read (`anyOrigin`), over the app's own (which
 * name the web client's origins and send credentials): a wildcard origin never goes with credentials.
 * Any OPTIONS request is a preflight here, answered 204.
 */
const ANY_ORIGIN_CORS = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD', 'OPTIONS'],
  allowedHeaders: ['accept', 'accept-language', 'syslanguage'],
  exposedHeaders: ['link', 'location', 'content-type'],
  strictPreflight: false,
  maxAge: 86_400,
};

/**
 * Registers one route of the contracts table: its method and path, the zod validation of params,
 * query and body, the access rule for the guard, the rate limit, and the `{ code, msg, data }` envelope.
 */
export function registerRoute<T extends RouteDefinition>(
  app: FastifyInstance,
  definition: T,
  handler: RouteHandler<T>,
) {
  const schemas = { body: definition.body, querystring: definition.query, params: definition.params };
  app.route({
    method: definition.method,
    url: definition.path,
    schema: Object.fromEntries(Object.entries(schemas).filter(([, schema]) => schema)),
    validatorCompiler: ({ schema }) => validator(schema as unknown as z.ZodType),
    config: {
      access: definition.access,
      partner: definition.partner,
      ...(definition.maintenance ? { maintenance: definition.maintenance } : {}),
      ...(definition.rateLimit
        ? {
            rateLimit: rateLimitOptions({
              ...definition.rateLimit,
              max: Math.ceil(definition.rateLimit.max * app.config.routeRateLimitScale),
            }),
          }
        : {}),
      ...(definition.anyOrigin ? { cors: ANY_ORIGIN_CORS } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as RouteRequest<T>, reply);
      if (result === reply || reply.sent) return reply;
      if (result instanceof JsonText) {
        if (app.config.validateResponses) checkResponse(definition, JSON.parse(result.json));
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"code":"200","msg":${JSON.stringify(request.t('ok'))},"data":${result.json}}`);
      }
      const { data, extras } =
        result instanceof WithEnvelopeExtras
          ? (result as WithEnvelopeExtras<unknown, object>)
          : { data: result, extras: undefined };
      if (app.config.validateResponses) checkResponse(definition, data, extras);
      return reply.send({ code: '200', msg: request.t('ok'), data: data ?? null, ...extras });
    },
  });
  if (definition.anyOrigin) {
    // The preflight is answered by the CORS hook with this route's options; the handler is never reached.
    app.route({
      method: 'OPTIONS',
      url: definition.path,
      config: { access: definition.access, cors: ANY_ORIGIN_CORS },
      handler: async (_request, reply) => reply.code(204).send(),
    });
  }
}
