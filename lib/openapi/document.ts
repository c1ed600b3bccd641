import { z } from 'zod';
import { errorBody } from './shapes';
import type { ApiRoute, Body } from './route';
import { apiRoutes } from './routes';

/**
 * The OpenAPI 3.1 description of the public API, generated from the routes'
 * own zod schemas (./routes.ts): query parameters from the schemas the routes
 * parse their query with, bodies from the schemas the browser tests check
 * live answers against. OpenAPI 3.1's schemas are JSON Schema 2020-12, which
 * zod writes; shared shapes (`.meta({ id })`) go to `components.schemas`.
 */

type Json = { [key: string]: unknown };

/** JSON Schema of one zod schema, its shared shapes moved into `defs`, references pointing there. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', defs: Record<string, unknown>): Json {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) defs[id] = retarget(def);
  return retarget(rest) as Json;
}

function retarget(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(retarget);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, '#/components/schemas/') : retarget(v)]),
  );
}

/** The properties of an object's JSON Schema, with which are required. */
function propertiesOf(schema: Json): { name: string; schema: Json; required: boolean }[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}

/**
 * What each parameter of a query object is when absent, asked of the schema
 * itself: zod's JSON Schema leaves out the default of a parameter that is
 * transformed (a time zone made canonical).
 */
function defaultsOf(query: z.ZodType): Record<string, unknown> {
  const shape = query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>) : {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const absent = field.safeParse(undefined);
    if (absent.success && absent.data !== undefined) out[name] = absent.data;
  }
  return out;
}

function parameters(route: ApiRoute, defs: Record<string, unknown>): Json[] {
  const out: Json[] = [];
  if (route.pathParams) {
    for (const p of propertiesOf(jsonSchema(route.pathParams, 'input', defs))) out.push({ name: p.name, in: 'path', required: true, schema: p.schema });
  }
  const defaults = defaultsOf(route.query);
  for (const p of propertiesOf(jsonSchema(route.query, 'input', defs))) {
    const { description, ...schema } = p.schema;
    if (!('default' in schema) && p.name in defaults) schema.default = defaults[p.name];
    out.push({ name: p.name, in: 'query', required: p.required, ...(description ? { description } : {}), schema });
  }
  if (route.lists) {
    for (const p of propertiesOf(jsonSchema(route.lists, 'input', defs))) {
      const { description, ...schema } = p.schema;
      const note = 'Repeat the parameter, or join values with commas.';
      out.push({ name: p.name, in: 'query', required: false, description: description ? `${description}. ${note}` : note, style: 'form', explode: true, schema });
    }
  }
  return out;
}

function content(bodies: Record<string, Body>, defs: Record<string, unknown>): Json {
  return Object.fromEntries(
    Object.entries(bodies).map(([type, body]) => [type, 'schema' in body ? { schema: jsonSchema(body.schema, 'output', defs) } : { schema: { type: 'string', description: body.text } }]),
  );
}

const jsonError = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const retryAfter = { 'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 1 } } };

const SUCCESS = { 200: 'OK', 201: 'Created', 202: 'Accepted: sent to the push service', 204: 'Removed' } as const;

/** One operation: a read (GET, open to any site) or one of the push subscriptions' writes (same origin). */
function operation(route: ApiRoute, defs: Record<string, unknown>, today: string): Json {
  const errors = Object.fromEntries(
    Object.entries(route.errors).map(([status, text]) => [status, jsonError(text, status === '503' || status === '429' ? retryAfter : undefined)]),
  );
  const method = route.method ?? 'get';
  const status = route.status ?? 200;
  const cors = method === 'get' ? { headers: { 'Access-Control-Allow-Origin': { description: 'Any site\'s page may call the API', schema: { type: 'string', const: '*' } } } } : {};
  const examples = method === 'get' ? `\n\nFor example: ${route.examples(today).map((e) => `\`${e}\``).join(', ')}` : '';
  return {
    [method]: {
      operationId: `${method === 'get' ? '' : method}${route.path.replace(/^\/api\//, '').replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`.replace(/^./, (c) => c.toLowerCase()),
      summary: route.summary,
      description: `${route.description}${examples}`,
      parameters: parameters(route, defs),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input', defs) } } } } : {}),
      responses: {
        [status]: { description: SUCCESS[status], ...cors, ...(Object.keys(route.ok).length ? { content: content(route.ok, defs) } : {}) },
        400: jsonError(route.body ? 'The body is not what is described; the message names the field' : 'A parameter is missing or wrong; the message names it'),
        429: jsonError('Too many requests from this client (RATE_LIMIT)', retryAfter),
        ...errors,
      },
    },
  };
}

/** The whole document, for a portal reached at `origin` whose readers' default zone is `defaultZone`. */
export function openApiDocument({ origin, defaultZone, today, version }: { origin: string; defaultZone: string; today: string; version: string }): Json {
  const defs: Record<string, unknown> = {};
  defs.Error = jsonSchema(errorBody, 'output', defs);
  const paths = Object.fromEntries(apiRoutes(defaultZone).map((route) => [route.path, operation(route, defs, today)]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Macrodesk API',
      version,
      summary: 'An economic calendar, market quotes and candles, and an archive of past releases.',
      description:
        'Read-only and public: GET (and HEAD) only, no key, no cookie, callable from any site\'s page (CORS); the one exception is push subscriptions (POST and DELETE), which this site\'s own pages make and remove (same origin only). Every error is JSON of one shape, `{"error":{"code","message"}}`; a client asking too fast gets 429 with Retry-After.',
    },
    servers: [{ url: origin }],
    paths,
    components: { schemas: defs },
  };
}
