import { z } from 'zod';
import { ZErrorEnvelope } from './envelope';
import { ROUTES } from './index';
import { PARTNER_API_PREFIX } from './partner-api';
import { type RouteDefinition, routeEntries } from './route';

type JsonSchema = Record<string, unknown>;

/**
 * Converts zod schemas to OpenAPI 3.1 schema objects (JSON Schema 2020-12). Schemas named with
 * `.meta({ id })` (the recursive trees) become `components/schemas/<id>`: a `$defs` nested inside a
 * path item would not resolve, since a `$ref` in the document is read from the document's root.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [name, definition] of Object.entries($defs ?? {})) {
      if (name.startsWith('__schema')) {
        throw new Error(`A recursive schema has no name: give it one with .meta({ id: 'Name' })`);
      }
      const component = toComponentRefs(definition) as JsonSchema;
      const known = this.components[name];
      if (known && JSON.stringify(known) !== JSON.stringify(component)) {
        throw new Error(`Two different schemas are named ${name} (input and output differ?)`);
      }
      this.components[name] = component;
    }
    return toComponentRefs(json) as JsonSchema;
  }
}

/** Points `#/$defs/Name` references at `#/components/schemas/Name`. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string'
        ? item.replace(/^#\/\$defs\//, '#/components/schemas/')
        : toComponentRefs(item),
    ]),
  );
}

const sortedByName = (record: Record<string, JsonSchema>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Every route of the table with its operationId: the keys leading to it in ROUTES, joined by dots
 * (`ROUTES.labelOrders.approve` -> `labelOrders.approve`), so a reader of the document finds the
 * route client's name for each operation.
 */
export function routeOperations(): { operationId: string; route: RouteDefinition }[] {
  return routeEntries(ROUTES).map(({ name, route }) => ({ operationId: name, route }));
}

/** `/admin/api-keys/:id/revoke` -> `/admin/api-keys/{id}/revoke`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(route: RouteDefinition, schemas: SchemaConverter) {
  const result: JsonSchema[] = [];
  const add = (schema: z.ZodType | undefined, where: 'query' | 'path') => {
    if (!schema) return;
    const json = schemas.convert(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      result.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  };
  add(route.params, 'path');
  add(route.query, 'query');
  result.push({
    name: 'sysLanguage',
    in: 'header',
    required: false,
    schema: { type: 'string', enum: ['cn', 'en', 'fr'] },
    description: 'Language of messages, menus and labels (default cn)',
  });
  return result;
}

function requestBody(route: RouteDefinition, schemas: SchemaConverter) {
  if (route.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return {
    required: !route.body.safeParse(undefined).success,
    content: { 'application/json': { schema: schemas.convert(route.body, 'input') } },
  };
}

/** The success envelope with the fields a route declares beside `data` (its `extras` object schema). */
function withExtras(
  envelope: { required: string[]; properties: Record<string, unknown> } & Record<string, unknown>,
  extras: unknown,
) {
  const { properties = {}, required = [] } = (extras ?? {}) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...envelope,
    required: [...envelope.required, ...required],
    properties: { ...envelope.properties, ...properties },
  };
}

function responses(route: RouteDefinition, schemas: SchemaConverter) {
  const success = route.response
    ? {
        description: 'Success: `code` is "200"',
        content: {
          'application/json': {
            schema: withExtras(
              {
                type: 'object',
                required: ['code', 'msg', 'data'],
                properties: {
                  code: { type: 'string', enum: ['200'] },
                  msg: { type: 'string' },
                  data: schemas.convert(route.response, 'output'),
                },
              },
              route.extras && schemas.convert(route.extras, 'output'),
            ),
          },
        },
      }
    : route.document
      ? {
          description: 'A document in the format of its standard, without the envelope',
          content: { [route.document]: { schema: { type: 'object' } } },
        }
      : {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        };
  const error = {
    description: 'Error envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const result: Record<string, unknown> = { '200': success, '400': error, '500': error };
  if (route.access !== 'public') Object.assign(result, { '401': error, '404': error });
  if (route.access !== 'public' && route.access !== 'authenticated') result['403'] = error;
  if (route.rateLimit || route.access === 'partner') result['429'] = error;
  return result;
}

/** What a partner route needs: a key, the scope of its resource and the company's grant. */
function partnerDescription(route: RouteDefinition): string {
  const needs = route.partner?.resource
    ? `A partner key with the scope \`${route.partner.resource}:${route.partner.level}\`${route.path.includes(':corpId') ? `, and the company's grant of \`${route.partner.resource}\` in force` : ''}.`
    : 'Any valid partner key.';
  return `${needs} Rate-limited per key (RateLimit-* headers) with a daily quota.`;
}

/** The OpenAPI 3.1 document of the whole route table, served at /docs and committed as docs/openapi.json. */
export function buildOpenApiDocument(version: string) {
  const schemas = new SchemaConverter();
  const error = schemas.convert(ZErrorEnvelope, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { operationId, route } of routeOperations()) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    const security =
      route.access === 'public' ? [] : route.access === 'partner' ? [{ partnerKey: [] }] : [{ bearer: [] }];
    paths[path][route.method.toLowerCase()] = {
      operationId,
      summary: route.summary,
      tags: [...route.tags],
      description:
        route.access === 'public'
          ? 'Public.'
          : route.access === 'authenticated'
            ? 'Any signed-in user.'
            : route.access === 'partner'
              ? partnerDescription(route)
              : `Requires permission \`${route.access}\`.`,
      security,
      parameters: parameters(route, schemas),
      requestBody: requestBody(route, schemas),
      responses: responses(route, schemas),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Traceability, label and certification platform API',
      version,
      description:
        'Every response is an envelope `{ code, msg, data }`; success only when HTTP 200 and `code === "200"`. ' +
        'Errors carry the HTTP status as `code`, a `msg` in the language of the `sysLanguage` header and, for ' +
        'validation failures, `errors: [{ path, message }]`.',
    },
    // Relative: the API answers on whatever origin serves this document.
    servers: [{ url: '/', description: 'This server' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        partnerKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description:
            'A partner key issued in External interfaces. Answers carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a 429 carries `Retry-After`.',
        },
      },
      schemas: { Error: error, ...sortedByName(schemas.components) },
    },
    paths,
  };
}

/** Every `$ref` an OpenAPI fragment names (`#/components/schemas/X` -> `X`). */
function refsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item.replace('#/components/schemas/', ''));
      else refsOf(item, into);
    }
  return into;
}

/**
 * The partner API alone (the operations tagged `Partner API` and the schemas they use), as partners
 * get it: committed as docs/partner-api.json, with the TypeScript types of docs/examples/.
 */
export function buildPartnerOpenApiDocument(version: string) {
  const whole = buildOpenApiDocument(version);
  const paths = Object.fromEntries(
    Object.entries(whole.paths).filter(([path]) => path.startsWith(PARTNER_API_PREFIX)),
  );
  const all = whole.components.schemas as Record<string, unknown>;
  const used = refsOf(paths);
  for (let grew = true; grew; ) {
    const before = used.size;
    for (const name of [...used]) refsOf(all[name], used);
    grew = used.size > before;
  }
  return {
    ...whole,
    info: {
      ...whole.info,
      title: 'Traceability platform partner API',
      description:
        'Read the data companies granted your application, with a partner key in `X-Api-Key`. ' +
        whole.info.description,
    },
    components: {
      securitySchemes: { partnerKey: whole.components.securitySchemes.partnerKey },
      schemas: Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name))),
    },
    paths,
  };
}
