import { z } from 'zod';
import { ZErrorEnvelope } from './envelope';
import { allRoutes } from './index';
import type { RouteDefinition } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

/** `/admin/api-keys/:id/revoke` -> `/admin/api-keys/{id}/revoke`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(route: RouteDefinition) {
  const result: JsonSchema[] = [];
  const add = (schema: z.ZodType | undefined, where: 'query' | 'path') => {
    if (!schema) return;
    const json = toSchema(schema, 'input') as {
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

function requestBody(route: RouteDefinition) {
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
    content: { 'application/json': { schema: toSchema(route.body, 'input') } },
  };
}

function responses(route: RouteDefinition) {
  const success = route.response
    ? {
        description: 'Success: `code` is "200"',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['code', 'msg', 'data'],
              properties: {
                code: { type: 'string', enum: ['200'] },
                msg: { type: 'string' },
                data: toSchema(route.response, 'output'),
              },
            },
          },
        },
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
  if (route.rateLimit) result['429'] = error;
  return result;
}

/** The OpenAPI 3 document of the whole route table, served at /docs and committed as docs/openapi.json. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of allRoutes()) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    const security =
      route.access === 'public' ? [] : route.apiKey ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [...route.tags],
      description:
        route.access === 'public'
          ? 'Public.'
          : route.access === 'authenticated'
            ? 'Any signed-in user.'
            : `Requires permission \`${route.access}\`.`,
      security,
      parameters: parameters(route),
      requestBody: requestBody(route),
      responses: responses(route),
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Traceability, label and certification platform API',
      version,
      description:
        'Every response is an envelope `{ code, msg, data }`; success only when HTTP 200 and `code === "200"`. ' +
        'Errors carry the HTTP status as `code`, a `msg` in the language of the `sysLanguage` header and, for ' +
        'validation failures, `errors: [{ path, message }]`.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
      schemas: { Error: toSchema(ZErrorEnvelope, 'output') },
    },
    paths,
  };
}
