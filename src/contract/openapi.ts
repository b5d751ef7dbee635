import { ENDPOINT_SUMMARIES } from './endpoint-summaries.ts';
import { type AnswerBody, AREAS, ENDPOINTS, type EndpointName, type EndpointSpec } from './endpoints.ts';
import * as contract from './index.ts';
import * as z from 'zod/mini';
// zod set up for the contract before any schema is built (jitless: see zod.ts).
import './zod.ts';

/** The version of the published contract: raise it when a shape or a call changes (2.0.0: the checkout without its cart, checkout_b2c and the transition answering a Cart, the text search, no lists route; 2.1.0: a product's and a cart line's optional `unit_price`). */
export const CONTRACT_VERSION = '2.1.0';

type JsonSchema = Record<string, unknown>;

const DESCRIPTION = `The calls the storefront makes to the commerce API (spec §7) and the answers it accepts,
generated from the storefront's zod schemas (src/contract/). Answers may carry fields not named here:
the storefront ignores them. Every failure answers a Laravel-style body \`{message, errors?}\` (spec §8).

Sessions are Laravel Sanctum's SPA cookies: \`GET /sanctum/csrf-cookie\` first; every POST, PUT, PATCH
and DELETE except the search sends the URL-decoded \`XSRF-TOKEN\` cookie as \`X-XSRF-TOKEN\`, else 419.`;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: nothing created, a message to show',
  204: 'No content',
  302: 'Found',
  303: 'See Other',
  409: 'Adult products: the age check first (spec §5)',
};

/** zod writes every integer's safe range; the document is easier to read without it. */
function withoutSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/**
 * The JSON Schemas of the document: every schema the contract exports, by its name (what
 * `components/schemas` holds), and each call's bodies, which refer to them. Input schemas: an
 * object accepts keys it does not name, as the shop's parse does (it drops them).
 */
function jsonSchemas(bodies: z.ZodMiniType[]) {
  const registry = z.registry<{ id: string }>();
  // By name, so that of two names for one schema (SessionData = SessionDataRequest) the same one wins everywhere.
  for (const [name, value] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b))) {
    if (
      typeof value === 'object' &&
      value !== null &&
      '_zod' in value &&
      !registry.has(value as z.ZodMiniType)
    )
      registry.add(value as z.ZodMiniType, { id: name });
  }
  const unnamed = new Map<z.ZodMiniType, string>();
  for (const body of bodies) {
    if (registry.has(body) || unnamed.has(body)) continue;
    const id = `__body${unnamed.size}`;
    unnamed.set(body, id);
    registry.add(body, { id });
  }
  const uri = (id: string) => `#/components/schemas/${id}`;
  const { schemas } = z.toJSONSchema(registry, {
    uri,
    io: 'input',
    target: 'draft-2020-12',
    override: withoutSafeIntegerBounds,
  }) as unknown as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const components = Object.fromEntries(Object.entries(schemas).filter(([id]) => !id.startsWith('__body')));
  /** A body's schema: a reference to its component, or itself when it has no name. */
  const schemaOf = (body: z.ZodMiniType): JsonSchema => {
    const id = unnamed.get(body);
    return id ? schemas[id]! : { $ref: uri(registry.get(body)!.id) };
  };
  return { components, schemaOf };
}

/** The parameters of one place (`path`, `query` or `header`) from their zod object. */
function parameters(
  place: 'path' | 'query' | 'header',
  object: z.ZodMiniObject<z.core.$ZodShape, z.core.$ZodObjectConfig> | undefined,
): JsonSchema[] {
  if (!object) return [];
  const schema = z.toJSONSchema(object, { io: 'input', override: withoutSafeIntegerBounds }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || (schema.required ?? []).includes(name),
    schema: property,
  }));
}

function answer(status: number, body: AnswerBody, schemaOf: (body: z.ZodMiniType) => JsonSchema): JsonSchema {
  const description = STATUS_TEXT[status] ?? String(status);
  if (body === null) return { description };
  if (body === 'redirect')
    return { description, headers: { Location: { required: true, schema: { type: 'string' } } } };
  if (body === 'pdf')
    return {
      description,
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    };
  return { description, content: { 'application/json': { schema: schemaOf(body) } } };
}

function operation(
  name: EndpointName,
  spec: EndpointSpec,
  schemaOf: (body: z.ZodMiniType) => JsonSchema,
): JsonSchema {
  const responses: JsonSchema = {};
  for (const [status, body] of Object.entries(spec.answers))
    responses[status] = answer(Number(status), body, schemaOf);
  responses.default = {
    description: 'A failure (spec §8): 401, 404, 419, 422 with `errors` by field, 429, 503 …',
    content: { 'application/json': { schema: schemaOf(contract.ApiErrorBody) } },
  };
  const params = [
    ...parameters('path', spec.params),
    ...parameters('query', spec.query),
    ...parameters('header', spec.headers),
  ];
  const body = spec.body && bodyOf(spec.body);
  const requestBody = body
    ? { required: body.required, content: { 'application/json': { schema: schemaOf(body.schema) } } }
    : spec.form
      ? { required: true, content: { 'application/x-www-form-urlencoded': { schema: schemaOf(spec.form) } } }
      : undefined;
  return {
    summary: ENDPOINT_SUMMARIES[name],
    tags: [spec.area],
    ...(params.length > 0 && { parameters: params }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

/** A request body's schema, and whether the call needs one (`z.optional(…)`: it may go without). */
function bodyOf(body: z.ZodMiniType): { schema: z.ZodMiniType; required: boolean } {
  return body instanceof z.ZodMiniOptional
    ? { schema: body._zod.def.innerType as z.ZodMiniType, required: false }
    : { schema: body, required: true };
}

/** Every answer and body schema the endpoints name. */
function bodiesOf(specs: EndpointSpec[]): z.ZodMiniType[] {
  return specs.flatMap((spec) => [
    ...(spec.body ? [bodyOf(spec.body).schema] : []),
    ...(spec.form ? [spec.form] : []),
    ...Object.values(spec.answers).filter(
      (body): body is z.ZodMiniType => typeof body === 'object' && body !== null,
    ),
  ]);
}

/**
 * The contract as an OpenAPI 3.1 document: every call of ENDPOINTS with its parameters, body and
 * answers, and every schema of the contract by name. `serverUrl` names the API it describes.
 */
export function openApiDocument(serverUrl?: string): JsonSchema {
  const entries = Object.entries(ENDPOINTS) as [EndpointName, EndpointSpec][];
  const { components, schemaOf } = jsonSchemas([
    contract.ApiErrorBody,
    ...bodiesOf(entries.map(([, spec]) => spec)),
  ]);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, spec] of entries) {
    const [method, path] = name.split(' ') as [string, string];
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(name, spec, schemaOf);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Commerce API: the storefront contract',
      version: CONTRACT_VERSION,
      description: DESCRIPTION,
    },
    ...(serverUrl && { servers: [{ url: serverUrl }] }),
    tags: AREAS.map((name) => ({ name })),
    paths,
    components: { schemas: components },
  };
}
