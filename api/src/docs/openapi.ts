import { z } from 'zod'

import type { Route } from '../http/route.ts'

type JsonSchema = Record<string, unknown>

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

/**
 * `/admin/zones/:id/postcodes/:postcode` → `/admin/zones/{id}/postcodes/{postcode}`; an optional `{/:ids}`
 * becomes `/{ids}`.
 */
export const openApiPath = (path: string) => path.replace(/\{\/:(\w+)\}/g, '/{$1}').replace(/:(\w+)/g, '{$1}')

function parameters(route: Route) {
  const list: JsonSchema[] = []
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {}))
      list.push({
        name,
        in: where,
        required: where === 'path' || Boolean(json.required?.includes(name)),
        schema: property,
      })
  }
  return list
}

const modelState = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { Email: ['Enter a valid e-mail address.'] },
}
const message = { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } }
const internalError = {
  description:
    'Something failed on our side. `reference` is the request id (also in the X-Request-Id header) under which the details are logged.',
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

function operation(route: Route) {
  const responses: Record<string, JsonSchema> = {}
  const status = String(route.successStatus ?? 200)
  if (route.produces)
    responses[status] = {
      description: 'OK',
      content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } },
    }
  else if (route.response)
    responses[status] = {
      description: 'OK',
      content: { 'application/json': { schema: toSchema(route.response, 'output') } },
    }
  else responses['204'] = { description: 'No content' }
  if (route.body || route.query || route.params)
    responses['400'] = {
      description: 'Validation failed: the model state',
      content: { 'application/json': { schema: modelState } },
    }
  if (route.access !== 'anonymous')
    responses['401'] = {
      description: 'No credential available',
      content: { 'application/json': { schema: message } },
    }
  if (route.access === 'admin')
    responses['403'] = {
      description: 'Needs the admin role',
      content: { 'application/json': { schema: message } },
    }
  responses['500'] = internalError
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method}${route.path.replace(/[/:{}]+(\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    security: route.access === 'anonymous' ? [] : [{ bearer: [] }, { cookie: [] }],
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of every API call, generated from the routes' own zod schemas. */
export function openApiDocument(routes: readonly Route[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes)
    (paths[`/api${openApiPath(route.path)}`] ??= {})[route.method] = operation(route)
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
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The Token from POST /api/auth/login' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
      },
    },
    paths,
  }
}
