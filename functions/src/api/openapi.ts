/**
 * The API's description, OpenAPI 3.1, made from the endpoints' own declarations (`endpoint` and
 * `route` of endpoint.ts): each path and method, who may call it (`x-role`, and the Bearer ID
 * token when not public), its path parameters, query, `Idempotency-Key` header when it creates,
 * and JSON body as JSON Schema (zod's
 * `toJSONSchema`, the schemas' input form), and the one error body of every refusal
 * (domain/src/api-error.ts). An endpoint added with `route` appears without further work.
 * Served at `GET /api/openapi.json` for other clients (a TV app, a WhatsApp bot).
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import { apiErrorBodySchema } from '@masjid/domain/api-error';
import { FRESH_QUERY_KEY } from '@masjid/domain/api-query';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@masjid/domain/idempotency';
import {
  endpoint,
  route,
  routesOf,
  type EndpointDescription,
  type Input,
  type Method,
} from './endpoint.ts';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it). */
type JsonSchema = Record<string, unknown>;

/** One operation of the description (the parts this module writes). */
export interface OpenApiOperation {
  operationId: string;
  /** Who may call: 'public', 'siteAdmin', or the hifz portal roles. */
  'x-role': string | string[];
  security: Record<string, string[]>[];
  parameters: {
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

/** The description: OpenAPI 3.1 (the parts this module writes). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<Method, OpenApiOperation>>>;
  components: Record<string, Record<string, unknown>>;
}

/** `Cache-Control` of the description: it changes only with a deploy. */
export const DESCRIPTION_CACHE = 'public, max-age=300, s-maxage=3600';

/** The JSON Schema of an input, as a request must send it (zod's input form). */
function jsonSchemaOf(input: Input<unknown>): JsonSchema {
  const schema = 'schema' in input ? input.schema : input;
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return json;
}

/** Express's `/events/:id` as OpenAPI's `/events/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The parameters `in` the path or query of an object schema's keys. */
function parametersOf(input: Input<unknown> | undefined, where: 'path' | 'query') {
  if (!input) return [];
  const json = jsonSchemaOf(input);
  const properties = z.record(z.string(), z.record(z.string(), z.unknown()));
  const shape = z.safeParse(properties, json.properties).data ?? {};
  const required = z.safeParse(z.array(z.string()), json.required).data ?? [];
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema,
  }));
}

const ERROR = { $ref: '#/components/responses/Error' };

/** The `Idempotency-Key` header of an operation that creates (api/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'A new random key per action (a UUID), sent again with each retry of it: the action is done ' +
    'at most once per caller and key, and a retry gets the first answer. The same key with another ' +
    'request is refused (409 `idempotency-key-reused`); a malformed key, 400 ' +
    '`invalid-idempotency-key`. Kept one day.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
} as const;

function operationOf(method: Method, path: string, spec: EndpointDescription): OpenApiOperation {
  const role = spec.role === 'public' || spec.role === 'siteAdmin' ? spec.role : [...spec.role];
  const operation: OpenApiOperation = {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    'x-role': role,
    security: spec.role === 'public' ? [] : [{ idToken: [] }],
    parameters: [
      ...parametersOf(spec.params, 'path'),
      ...parametersOf(spec.query, 'query'),
      ...(spec.creates ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    responses: {
      '2XX': { description: 'Done (the answer is JSON unless the path names a file)' },
      '4XX': ERROR,
      '5XX': ERROR,
    },
  };
  if (spec.body)
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(spec.body) } },
    };
  else if (spec.form)
    operation.requestBody = {
      required: true,
      content:
        spec.form === 'multipart'
          ? { 'multipart/form-data': { schema: { type: 'object' } } }
          : { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  return operation;
}

/** The description of every endpoint `route` added to `routers`. */
export function describeApi(routers: readonly Router[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const router of routers)
    for (const { path, methods } of routesOf(router)) {
      const item = (paths[openApiPath(path)] ??= {});
      for (const method of ['get', 'post', 'put', 'delete'] as const) {
        const spec = methods[method];
        if (spec) item[method] = operationOf(method, path, spec);
      }
    }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Masjid website and hifz portal API',
      version: '1',
      description:
        'JSON over HTTPS. A caller signs in with Firebase Auth and sends its ID token as ' +
        '`Authorization: Bearer …`; `x-role` names who may call. A GET may add ' +
        `\`?${FRESH_QUERY_KEY}=…\` to pass the CDN's copy; any other undeclared query key is ` +
        'refused. An operation that creates takes an `Idempotency-Key` header, so a retry after a ' +
        'lost answer creates nothing twice. Every refusal is the one error body (`code`, `reason`, `params`, `message`, ' +
        '`fields`); a client words `reason` in its reader’s language.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: {
        idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
      },
      schemas: { ApiError: jsonSchemaOf(apiErrorBodySchema) },
      responses: {
        Error: {
          description: 'Refused: the error body',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
    },
  };
}

/**
 * `GET /openapi.json`: the description of the endpoints of `routers()` (this router's own
 * included), made once per instance.
 */
export function openApiRouter(routers: () => readonly Router[]): Router {
  const router = Router();
  let described: OpenApiDocument | undefined;
  route(router, '/openapi.json', {
    get: endpoint({ role: 'public', cache: DESCRIPTION_CACHE }, async () => {
      described ??= describeApi(routers());
      return described;
    }),
  });
  return router;
}
