import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import fc from 'fast-check'
import { writeFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exampleAim } from '../support/access/exampleAim.ts'
import { buildWorld, type World } from '../support/access/world.ts'
import { negatives, positive, resolverOf, sample, type Schema } from '../support/schemaData.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/*
 * Schemathesis's `--checks all`, against the real server and the document it serves, anonymously and as an admin,
 * with data made from the document's schemas (tests/support/schemaData.ts, seeded by CHECKS_SEED). Each operation
 * aims at the world's objects (the access matrix's example call), so that its data reaches the handler.
 */

const { routes } = await import('@valuedesk/api/routes')
const { openApiPath } = await import('@valuedesk/api/docs/openapi')

const seed = Number(process.env.CHECKS_SEED ?? 20_261_207)
/** Valid requests per operation and caller; negative ones per operation, at most. */
const positives = Number(process.env.CHECKS_POSITIVES ?? 3)
const mostNegatives = Number(process.env.CHECKS_NEGATIVES ?? 12)
const refusedAsBadInput = new Set([400, 405, 413, 415, 431])
const methods = ['get', 'put', 'post', 'patch', 'delete'] as const

/**
 * Rules no JSON schema can state, by which data the schema accepts is still refused with a 400 naming the
 * field: a reference to something that does not exist (an id, a link's token that expired or was used), an
 * ABN whose check digits are wrong, a details form that is not the property's. A positive request's 400 passes
 * only when every field it names is one of these; any other field it names is a failure.
 */
const beyondSchema: Record<string, RegExp> = {
  'post /api/auth/reset_password/submit': /^Token$/,
  'post /api/users/confirm_email': /^Token$/,
  'post /api/users/me/claims/confirm': /^Token$/,
  'post /api/enumerations': /^ParentId$/,
  'patch /api/enumerations/{id}': /^ParentId$/,
  'post /api/valuation_form/{id}/save_property_details': /^Form$/,
  'post /api/valuation_form/valuations': /^(Fund\.Abn|InvoiceId|PracticeId)$/,
  // A type of another kind of property ("house" for industrial), ABN check digits, a date a basis asks for.
  'post /api/users/me/bulk_orders/quote':
    /^Rows\.\d+\.(Property\.PropertyTypeSelection\.PropertyType|Assessment\.(Fund\.Abn|RetrospectiveDate))$/,
  'put /api/valuations/{id}/fund': /^Fund\.Abn$/,
  'put /api/orders/{id}/fund': /^Fund\.Abn$/,
  'post /api/valuations/{id}/practice': /^PracticeId$/,
  'post /api/reports/from_template': /^TemplateId$/,
  'post /api/valuations/{id}/valuer': /^ValuerId$/,
  'post /api/valuations/{id}/files/attach': /^FileId$/,
  'post /api/valuations/{id}/answer': /^FileIds\.\d+$/,
  'post /api/businesses': /^(ABN|HeadOffice\.ABN)$/,
  'patch /api/businesses/{id}': /^ABN$/,
  'post /api/blogs': /^CategoryIds$/,
  'patch /api/blogs/{id}': /^CategoryIds$/,
  'post /api/admin/franchises': /^BusinessBranchId$/,
  // Not in the future; a licence current today.
  'patch /api/valuations/{id}': /^RetrospectiveDate$/,
  'post /api/users/invitations': /^(Licences\.\d+\.\w+|PracticeId)$/,
}

/** Whether a positive request's 400 names only fields whose rules are beyond its schema. */
function refusedBeyondSchema(operation: string, answer: { status: number; text: string }) {
  const rule = beyondSchema[operation]
  if (!rule || answer.status !== 400) return false
  try {
    const named = Object.keys(JSON.parse(answer.text) as object)
    return named.length > 0 && named.every((field) => rule.test(field))
  } catch {
    return false
  }
}

type Parameter = { name: string; in: string; required?: boolean; schema: Schema }
type Response = {
  content?: Record<string, { schema?: Schema }>
  headers?: Record<string, { required?: boolean; schema?: Schema }>
}
type Operation = {
  parameters?: Parameter[]
  security?: unknown[]
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }
  responses: Record<string, Response>
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}
type Answer = { status: number; contentType: string; text: string; headers: Headers }
type Request = {
  method: string
  path: string
  query?: Record<string, unknown>
  body?: unknown
  headers?: Record<string, string>
  token?: string | null
}

let server: TestServer
let world: World
let document: Document
let ajv: Ajv2020
let queryAjv: Ajv2020
const failures = new Map<string, string[]>()
const fail = (check: string, what: string) => failures.set(check, [...(failures.get(check) ?? []), what])

beforeAll(async () => {
  server = await startTestServer()
  world = await buildWorld(server)
  document = (await (await server.api('/api/openapi.json')).json()) as Document
  ajv = new Ajv2020({ strict: false, allErrors: true })
  formats.default(ajv)
  ajv.addFormat('binary', true)
  ajv.addSchema({ ...document, $id: 'openapi.json' })
  // A query is text: 1.5 sent for a text parameter is the text "1.5", valid.
  queryAjv = new Ajv2020({ strict: false, coerceTypes: 'array' })
  formats.default(queryAjv)
  queryAjv.addSchema({ ...document, $id: 'openapi.json' })
}, 240_000)
afterAll(() => server?.close())

const pointer = (...parts: string[]) =>
  `openapi.json#/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`
const validators = new Map<string, ValidateFunction>()
const validatorAt = (ref: string) => {
  if (!validators.has(ref)) validators.set(ref, ajv.compile({ $ref: ref }))
  return validators.get(ref)!
}
/** The query (or header) parameters as one object schema, inline. */
const parametersSchema = (parameters: Parameter[]) => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
  required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
})

/** A query's values as they are sent: text. */
const asSent = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  )

const queryString = (query: Record<string, unknown> = {}) => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function send(request: Request): Promise<Answer> {
  const headers = new Headers(request.headers)
  if (request.token) headers.set('authorization', `Bearer ${request.token}`)
  if (request.body !== undefined) headers.set('content-type', 'application/json')
  const response = await fetch(`${server.url}${request.path}${queryString(request.query)}`, {
    method: request.method.toUpperCase(),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    headers: response.headers,
  }
}

const described = (request: Request, answer: Answer) =>
  `${request.method.toUpperCase()} ${request.path}${queryString(request.query)} ${request.body === undefined ? '' : JSON.stringify(request.body).slice(0, 200)} as ${request.token === world.tokens.admin ? 'admin' : request.token ? 'made-up token' : 'nobody'} → ${answer.status} ${JSON.stringify(answer.text.slice(0, 400))}`

/** The checks every answer gets, by the operation's documented responses. */
function conformance(template: string, method: string, request: Request, answer: Answer) {
  const operation = document.paths[template]![method]!
  const what = described(request, answer)
  if (answer.status >= 500) fail('not_a_server_error', what)
  const response = operation.responses[String(answer.status)]
  if (!response)
    return fail(
      'status_code_conformance',
      `${answer.status} not in ${Object.keys(operation.responses).join(',')} — ${what}`,
    )
  for (const [name, header] of Object.entries(response.headers ?? {}))
    if (header.required && !answer.headers.has(name))
      fail('response_headers_conformance', `no ${name} header — ${what}`)
  const media = answer.contentType.split(';')[0]!.trim()
  const documented = Object.keys(response.content ?? {})
  if (!documented.length) {
    if (answer.text) fail('content_type_conformance', `a body (${media}) where none is documented — ${what}`)
    return
  }
  const matches = (range: string) =>
    range === '*/*' || range === media || (range.endsWith('/*') && media.startsWith(range.slice(0, -1)))
  if (!documented.some(matches))
    return fail(
      'content_type_conformance',
      `${media || 'no Content-Type'} not in ${documented.join(',')} — ${what}`,
    )
  if (media !== 'application/json') return
  const validate = validatorAt(
    pointer('paths', template, method, 'responses', String(answer.status), 'content', media, 'schema'),
  )
  let body: unknown
  try {
    body = JSON.parse(answer.text)
  } catch {
    return fail('response_schema_conformance', `not JSON — ${what}`)
  }
  if (!validate(body))
    fail('response_schema_conformance', `${ajv.errorsText(validate.errors).slice(0, 300)} — ${what}`)
}

const bodyRef = (template: string, method: string) =>
  pointer('paths', template, method, 'requestBody', 'content', 'application/json', 'schema')

describe('the checks of Schemathesis (--checks all) find nothing against the running server', () => {
  it('when every operation is called anonymously and as an admin, with valid and invalid data, then no check fails', async () => {
    let sent = 0
    const call = async (template: string, method: string, request: Request) => {
      const answer = await send(request)
      sent++
      conformance(template, method, request, answer)
      return answer
    }
    const ordered = [...routes].sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'))
    for (const [index, route] of ordered.entries()) {
      const template = `/api${openApiPath(route.path)}`
      const operation = document.paths[template]![route.method]!
      const resolve = resolverOf(document)
      const aim = await exampleAim(world, route)
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(aim.path[name]!))
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query')
      const headerParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'header')
      const querySchema = parametersSchema(query)
      const compiledQuery = queryAjv.compile(querySchema)
      const validQuery = (query: unknown) => compiledQuery(structuredClone(query))
      const jsonBody = operation.requestBody?.content['application/json']?.schema
      const otherBody = operation.requestBody && !jsonBody
      const validBody = jsonBody ? validatorAt(bodyRef(template, route.method)) : undefined
      const opSeed = seed + index * 1_000
      const secured = Boolean(operation.security?.length)
      const callers = [null, world.tokens.admin]

      const queries = [
        aim.query,
        ...sample(positive(querySchema, resolve), opSeed, positives).map((made) => ({
          ...(made as object),
          ...aim.query,
        })),
      ].filter((made) => validQuery(made))
      const bodies = jsonBody
        ? [aim.json, ...sample(positive(jsonBody, resolve), opSeed + 1, positives)].filter((made) =>
            validBody!(made),
          )
        : [undefined]
      const valid: Request[] = []
      for (const [n, body] of bodies.entries())
        valid.push({ method: route.method, path, query: queries[n % queries.length] ?? aim.query, body })
      if (!otherBody)
        for (const token of callers)
          for (const request of valid) {
            const answer = await call(template, route.method, { ...request, token })
            if (
              refusedAsBadInput.has(answer.status) &&
              !refusedBeyondSchema(`${route.method} ${template}`, answer)
            )
              fail('positive_data_acceptance', described({ ...request, token }, answer))
          }

      const base = valid[0] ?? { method: route.method, path, query: aim.query, body: aim.json }
      const invalid: { what: string; request: Request }[] = []
      for (const broken of negatives(querySchema, base.query ?? {}, resolve)) {
        const sentAs = asSent(broken.value as Record<string, unknown>)
        if (!validQuery(sentAs))
          invalid.push({ what: `query ${broken.what}`, request: { ...base, query: sentAs } })
      }
      invalid.push({
        what: 'query NotInSchema',
        request: { ...base, query: { ...base.query, NotInSchema: 'x' } },
      })
      if (jsonBody)
        for (const broken of negatives(jsonBody, base.body, resolve))
          if (!validBody!(broken.value))
            invalid.push({ what: `body ${broken.what}`, request: { ...base, body: broken.value } })
      const chosen =
        invalid.length <= mostNegatives
          ? invalid
          : sample(
              fc.shuffledSubarray(invalid, { minLength: mostNegatives, maxLength: mostNegatives }),
              opSeed + 2,
              1,
            )[0]!
      if (!otherBody)
        for (const { what, request } of chosen)
          for (const token of secured ? [world.tokens.admin] : callers) {
            const answer = await call(template, route.method, { ...request, token })
            if (answer.status < 400 || answer.status >= 500)
              fail('negative_data_rejection', `${what}: ${described({ ...request, token }, answer)}`)
          }

      // Required headers left out (the document names none today; the check is here for when it does).
      for (const header of headerParameters.filter((parameter) => parameter.required)) {
        const answer = await call(template, route.method, { ...base, token: world.tokens.admin })
        if (answer.status < 400 || answer.status >= 500)
          fail('missing_required_header', `${header.name}: ${described(base, answer)}`)
      }

      if (secured)
        for (const request of [
          { ...base, token: null },
          { ...base, token: 'made-up-token' },
          { ...base, token: null, headers: { cookie: 'payload-token=made-up' } },
        ]) {
          const answer = await call(template, route.method, request)
          if (answer.status !== 401) fail('ignored_auth', described(request, answer))
        }

      await call(template, route.method, {
        ...base,
        token: null,
        headers: { 'x-padding': 'x'.repeat(20_000) },
      })
    }

    for (const [template, operations] of Object.entries(document.paths)) {
      const path = template.replace(/\{\w+\}/g, '1')
      for (const method of methods.filter((method) => !(method in operations))) {
        const request = { method, path, token: world.tokens.admin }
        const answer = await send(request)
        sent++
        if (answer.status !== 405 && answer.status !== 404)
          fail('unsupported_method', described(request, answer))
      }
    }

    const report = [...failures].map(
      ([check, list]) => `${check}: ${list.length}\n  ${list.slice(0, 25).join('\n  ')}`,
    )
    console.log(
      `${sent} requests; failures by check: ${JSON.stringify(Object.fromEntries([...failures].map(([check, list]) => [check, list.length])))}`,
    )
    if (process.env.CHECKS_REPORT)
      writeFileSync(
        process.env.CHECKS_REPORT,
        [...failures].map(([check, list]) => list.map((each) => `${check}\t${each}`).join('\n')).join('\n'),
      )
    expect(report.join('\n')).toBe('')
  }, 300_000)
})
