import type { ErrorStatus, Route } from '../http/route.ts'
import { statusesOf } from '../http/statuses.ts'
import { schemaComponents, withoutNulRule, type JsonSchema } from './components.ts'

type ToSchema = ReturnType<typeof schemaComponents>['toSchema']

export const openApiPath = (path: string) => path.replace(/\{\/:(\w+)\}/g, '/{$1}').replace(/:(\w+)/g, '{$1}')

function parameters(route: Route, toSchema: ToSchema, name: string) {
  const list: JsonSchema[] = []
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue
    const json = toSchema(schema, 'input', `${name}${where === 'path' ? 'Params' : 'Query'}`) as {
      properties?: Record<string, JsonSchema>
      required?: string[]
    }
    for (const [name, property] of Object.entries(json.properties ?? {}))
      list.push({
        name,
        in: where,
        required: where === 'path' || Boolean(json.required?.includes(name)),
        schema: withoutNulRule(property),
      })
  }
  return list
}

const modelState = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { Email: ['Enter a valid e-mail address.'] },
}
const message = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    details: modelState,
  },
  required: ['code', 'message'],
}
const internalError = {
  description:
    'Something failed on our side. `reference` is the request id (also in the X-Request-Id header) under which the details are logged.',
  headers: { 'X-Request-Id': { required: true, schema: { type: 'string' } } },
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          code: { type: 'string', enum: ['internal'] },
          message: { type: 'string' },
          reference: { type: 'string' },
        },
      },
    },
  },
}

const failures: Record<ErrorStatus, string> = {
  400: 'Validation failed: the model state',
  401: 'No credential available',
  403: 'Not allowed to the caller',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The request body (or upload) is too large',
  415: 'The request body has an unsupported charset, encoding or media type',
  422: 'Understood, but cannot be done',
  423: 'Locked: someone else is working on it',
  429: 'Too many requests; Retry-After says when to try again',
  431: 'The request headers are too large',
  502: 'A service we depend on failed',
  503: 'A service we depend on is not available',
}

const retryAfter = {
  required: true,
  description: 'Seconds to wait',
  schema: { type: 'string', pattern: '^\\d+$' },
}

const binary = { type: 'string', format: 'binary' }

const fileBody = (types: readonly string[]) =>
  Object.fromEntries(
    types.map((type) => [
      type,
      {
        schema:
          type === 'multipart/form-data'
            ? { type: 'object', properties: { file: binary }, required: ['file'] }
            : binary,
      },
    ]),
  )

const operationIdOf = (route: Route) =>
  `${route.method}${route.path.replace(/[/:{}]+(\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`

function operation(route: Route, toSchema: ToSchema) {
  const name = operationIdOf(route).replace(/^\w/, (c) => c.toUpperCase())
  const responses: Record<string, JsonSchema> = {}
  const status = String(route.successStatus ?? 200)
  if (route.produces)
    responses[status] = {
      description: 'OK',
      content: { [route.produces]: { schema: binary } },
    }
  else if (route.response)
    responses[status] = {
      description: 'OK',
      content: { 'application/json': { schema: toSchema(route.response, 'output', `${name}Response`) } },
    }
  else responses['204'] = { description: 'No content' }
  for (const failure of statusesOf(route))
    responses[String(failure)] = {
      description: failures[failure],
      content: { 'application/json': { schema: failure === 400 ? modelState : message } },
      ...(failure === 429 ? { headers: { 'Retry-After': retryAfter } } : {}),
    }
  responses['500'] = internalError
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: operationIdOf(route),
    security: route.access === 'anonymous' ? [] : [{ bearer: [] }, { cookie: [] }],
    parameters: parameters(route, toSchema, name),
    ...(route.accepts ? { requestBody: { required: true, content: fileBody(route.accepts) } } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(route.body, 'input', `${name}Body`) } },
          },
        }
      : {}),
    responses,
  }
}

export function openApiDocument(routes: readonly Route[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  const { schemas, toSchema } = schemaComponents()
  for (const route of routes)
    (paths[`/api${openApiPath(route.path)}`] ??= {})[route.method] = operation(route, toSchema)
  return {
    openapi: '3.1.0',
    info: {
      title: 'ValueDesk API',
      version: '1.0.0',
      description:
        'Order and manage desktop property valuations. A 400 answer is the model state: field name → messages.',
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The Token from POST /api/auth/login' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
      },
    },
    paths,
  }
}
