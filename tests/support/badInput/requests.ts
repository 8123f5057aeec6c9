import fc from 'fast-check'
import { gzipSync } from 'node:zlib'
import type { z } from 'zod'

import {
  clone,
  describePath,
  getAt,
  isObject,
  pathsOf,
  RawJson,
  toJsonText,
  withAt,
  type Json,
  type Path,
} from './json.ts'
import { fieldsOf, inputSchema, rejection, sampleOf, type Schema } from './schema.ts'
import { badValue, badValueFor, oddKeys, oddParam, oddQueryKey, oddQueryValue } from './values.ts'

/** One request the fuzz makes: who, where, what body and how it travels, and why it must be refused (if it must). */
export type FuzzCase = {
  persona: string
  method: string
  path: string
  body?: { data: string | Uint8Array<ArrayBuffer>; contentType?: string; encoding?: string }
  /** Set when the input is certainly wrong: then only a 4xx will do. */
  mustRefuse?: string
  /** The body field that is certainly wrong, when nothing else is: a 400 must name it (or its object, or "$"). */
  field?: string
  /** What was done to the valid example, for the report. */
  what: string
}

type RouteShape = { method: string; path: string; body?: z.ZodType; query?: z.ZodType; params?: z.ZodType }

/** A route's path with its parameters: reads them from an example path and writes a path from values. */
export function pathTemplate(routePath: string) {
  const tokens = routePath.split(/(\{\/:\w+\}|:\w+)/).filter(Boolean)
  const names = tokens
    .filter((token) => token.startsWith(':') || token.startsWith('{'))
    .map((token) => token.replace(/[{}/:]/g, ''))
  const pattern = new RegExp(
    `^${tokens.map((token) => (token.startsWith('{') ? '(?:/([^/]+))?' : token.startsWith(':') ? '([^/]+)' : token.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('')}$`,
  )
  return {
    names,
    read: (path: string): Record<string, string | undefined> => {
      const match = pattern.exec(path)
      if (!match) throw new Error(`${path} does not match ${routePath}`)
      return Object.fromEntries(names.map((name, index) => [name, match[index + 1]]))
    },
    write: (values: Record<string, string | undefined>) =>
      tokens
        .map((token) =>
          token.startsWith('{')
            ? values[names.find((name) => token.includes(name))!] === undefined
              ? ''
              : `/${values[names.find((name) => token.includes(name))!]}`
            : token.startsWith(':')
              ? values[token.slice(1)]
              : token,
        )
        .join(''),
  }
}

/**
 * A path parameter that is certainly no id, key or list of them: characters beyond letters, digits, . - _ and
 * commas, or a broken %-escape.
 */
function oddParamReason(raw: string) {
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return `the path has a broken %-escape (${raw})`
  }
  // Ids may be trimmed (a key with a stray space still names its value); what is left must be letters,
  // digits, . - _ or commas.
  return /^[\w.,-]+$/.test(decoded.trim())
    ? undefined
    : `the path parameter ${JSON.stringify(decoded.slice(0, 40))} is no id`
}

type Op =
  | { kind: 'remove'; at: number }
  | { kind: 'set'; at: number; value: Json }
  | { kind: 'add'; at: number; key: string; value: Json }
  | { kind: 'field'; field: number; value: Json }
  | { kind: 'sample'; field: number; seed: number }
  | { kind: 'insert'; at: number; offset: number; fragment: string }

/** Characters that break storage, searches, parsers or rendering, put into otherwise valid text. */
export const fragments = [
  '\u0000',
  '\u0000',
  '\uD800',
  '\u202E',
  '\uFEFF',
  '\\',
  '%',
  '_',
  "'",
  '"',
  '\n',
  '\u0007',
  '👩‍👩‍👧‍👦',
  'e\u0301',
  '\u2028',
] as const
/** The same, as they travel in a URL (a lone surrogate cannot be %-encoded: its UTF-8 bytes go as they are). */
export const urlFragments = [
  '%00',
  '%00',
  '%ED%A0%80',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%5C',
  '%25',
  '_',
  '%27',
  '%22',
  '%0A',
  '%07',
  '%F0%9F%91%A9',
  'e%CC%81',
  '%C0%80',
] as const
const insertInto = (text: string, offset: number, fragment: string) => {
  const at = offset % (text.length + 1)
  return text.slice(0, at) + fragment + text.slice(at)
}

/** Sets a field the schema names, making its missing containers from the schema first (so the rest stays valid). */
function placeAt(body: Json, nodes: Map<string, Schema>, path: Path, value: Json): Json {
  let placed = body
  for (let length = 1; length < path.length; length++) {
    const prefix = path.slice(0, length)
    const container = getAt(placed, prefix)
    const wanted = typeof path[length] === 'number' ? Array.isArray(container) : isObject(container)
    const made = typeof path[length] === 'number' ? [] : sampleOf(nodes.get(prefix.join('\0')), 1)
    if (!wanted) placed = withAt(placed, prefix, Array.isArray(made) || isObject(made) ? made : {})
  }
  return withAt(placed, path, value)
}

const short = (value: Json) => {
  const text = value instanceof RawJson ? value.toString() : toJsonText(value)
  return text.length > 60 ? `${text.slice(0, 57)}… (${text.length} chars)` : text
}

/** Applies mutations to a valid body, each at a position of the body or at a field the schema names. */
function mutate(
  example: Json,
  fields: { path: Path; node: Schema }[],
  ops: Op[],
): { body: Json; what: string[] } {
  const nodes = new Map(fields.map((field) => [field.path.join('\0'), field.node]))
  let body = clone(example)
  const what: string[] = []
  for (const op of ops) {
    const paths = pathsOf(body)
    if (op.kind === 'remove') {
      const inner = paths.filter((path) => path.length > 0)
      if (!inner.length) continue
      const path = inner[op.at % inner.length]!
      body = withAt(body, path, undefined)
      what.push(`removed ${describePath(path)}`)
    } else if (op.kind === 'set') {
      const path = paths[op.at % paths.length]!
      body = withAt(body, path, op.value)
      what.push(`${describePath(path)} = ${short(op.value)}`)
    } else if (op.kind === 'add') {
      const containers = paths.filter((path) => isObject(getAt(body, path)!))
      if (!containers.length) continue
      const path = containers[op.at % containers.length]!
      body = withAt(body, [...path, op.key], op.value)
      what.push(`added ${describePath([...path, JSON.stringify(op.key).slice(0, 30)])} = ${short(op.value)}`)
    } else if (op.kind === 'insert') {
      const texts = paths.filter((path) => typeof getAt(body, path) === 'string')
      if (!texts.length) continue
      const path = texts[op.at % texts.length]!
      const value = insertInto(getAt(body, path) as string, op.offset, op.fragment)
      body = withAt(body, path, value)
      what.push(`${describePath(path)} = ${short(value)}`)
    } else if (fields.length) {
      const field = fields[op.field % fields.length]!
      const value = op.kind === 'field' ? op.value : sampleOf(field.node, op.seed)
      body = placeAt(body, nodes, field.path, value)
      what.push(
        `${describePath(field.path)} = ${short(value)}${op.kind === 'sample' ? ' (a plausible value)' : ''}`,
      )
    }
  }
  return { body, what }
}

/**
 * How a body travels: as JSON, cut off, with trailing junk, under another type or charset, compressed or
 * garbled, too large.
 */
type Transport =
  | { kind: 'json' }
  | { kind: 'truncated'; at: number }
  | { kind: 'trailing'; junk: string }
  | { kind: 'type'; contentType: string }
  | { kind: 'encoding'; encoding: string; garbage: boolean }
  | { kind: 'oversize' }
  | { kind: 'empty' }

const transport: fc.Arbitrary<Transport> = fc.oneof(
  { arbitrary: fc.constant<Transport>({ kind: 'json' }), weight: 12 },
  { arbitrary: fc.nat().map<Transport>((at) => ({ kind: 'truncated', at })), weight: 2 },
  {
    arbitrary: fc
      .constantFrom(' x', '}', ']', ',', '\u0000', '{}', ' // comment')
      .map<Transport>((junk) => ({ kind: 'trailing', junk })),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16le',
        'application/json; charset=x-unknown',
        'application/json; charset=latin1',
        'application/vnd.api+json',
        '',
      )
      .map<Transport>((contentType) => ({ kind: 'type', contentType })),
    weight: 2,
  },
  {
    arbitrary: fc
      .record({
        encoding: fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'gzip, gzip', 'x-unknown'),
        garbage: fc.boolean(),
      })
      .map<Transport>((value) => ({ kind: 'encoding', ...value })),
    weight: 2,
  },
  { arbitrary: fc.constantFrom<Transport>({ kind: 'oversize' }, { kind: 'empty' }), weight: 1 },
)

/** The body as bytes on the wire for a transport, with why it must be refused when it cannot be read. */
function onTheWire(
  text: string,
  how: Transport,
): { body: NonNullable<FuzzCase['body']>; unreadable?: string; what?: string } {
  const json = 'application/json'
  switch (how.kind) {
    case 'json':
      return { body: { data: text, contentType: json } }
    case 'truncated': {
      const at = how.at % Math.max(1, text.length)
      return {
        body: { data: text.slice(0, at), contentType: json },
        unreadable: at > 0 ? 'the JSON is cut off' : undefined,
        what: `cut after ${at} characters`,
      }
    }
    case 'trailing':
      return {
        body: { data: text + how.junk, contentType: json },
        unreadable: 'junk follows the JSON',
        what: `junk ${JSON.stringify(how.junk)} after the JSON`,
      }
    case 'type': {
      const unreadable = how.contentType.includes('x-unknown')
        ? 'its charset is unknown'
        : how.contentType.includes('utf-16') && text.length > 1
          ? 'its bytes are not UTF-16'
          : undefined
      return {
        body: { data: text, contentType: how.contentType || undefined },
        unreadable,
        what: `sent as ${how.contentType || 'no content type'}`,
      }
    }
    case 'encoding': {
      const known = ['gzip', 'deflate', 'br'].includes(how.encoding)
      const data = how.garbage
        ? new Uint8Array(Buffer.from('this is not compressed at all'))
        : how.encoding === 'gzip'
          ? new Uint8Array(gzipSync(text))
          : new Uint8Array(Buffer.from(text))
      const unreadable = !known
        ? `content encoding ${how.encoding} is unknown`
        : how.garbage || how.encoding !== 'gzip'
          ? `the ${how.encoding} body does not decompress`
          : undefined
      return {
        body: { data, contentType: json, encoding: how.encoding },
        unreadable,
        what: `${how.garbage ? 'garbage' : 'JSON'} sent as ${how.encoding}`,
      }
    }
    case 'oversize':
      return {
        body: { data: `{"x":"${'x'.repeat(1_100_000)}"}`, contentType: json },
        unreadable: 'the body is larger than 1 MB',
        what: 'a 1.1 MB body',
      }
    case 'empty':
      return { body: { data: '', contentType: json }, what: 'an empty body' }
  }
}

/** One draw of the fuzz, before it becomes a request. */
type Draw = {
  persona: string
  params: Record<string, string | undefined>
  query: { text: string; what?: string }
  body?: { value: Json; what: string }
  how: Transport
}

/** A valid query value for a query parameter, from its schema (numbers as text). */
const queryValueOf = (node: Schema | undefined) => {
  const value = sampleOf(node, 1)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * Bad requests to one route, made from its valid example: its body mutated (fields removed, wrong, huge,
 * odd, added, odd characters put into valid text), replaced by arbitrary JSON, or sent badly; its query
 * and path parameters made odd. Where the route's own schemas say the input is certainly wrong, the
 * case says so, and must be refused. `edges` are the same ideas applied to every field, parameter and
 * query key once (NUL in each text, impossible dates in each date field, …): they always run first.
 */
export function casesFor(
  route: RouteShape,
  example: { path: string; json?: unknown },
  personas: readonly string[],
): { arbitrary: fc.Arbitrary<FuzzCase>; edges: FuzzCase[] } {
  const method = route.method.toUpperCase()
  const [examplePath, exampleQuery = ''] = example.path.split('?') as [string, string?]
  const template = pathTemplate(route.path)
  const exampleParams = template.read(examplePath)
  const exampleQueryEntries = [...new URLSearchParams(exampleQuery)]
  const bodySchema = route.body ? inputSchema(route.body) : undefined
  const querySchema = route.query ? inputSchema(route.query) : undefined
  const fields = fieldsOf(bodySchema)
  const nodes = new Map(fields.map((field) => [field.path.join('\0'), field.node]))
  const queryKeys = [
    ...new Set([...Object.keys(querySchema?.properties ?? {}), ...exampleQueryEntries.map(([key]) => key)]),
  ]
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method)
  const exampleBody = (example.json ?? (bodySchema ? sampleOf(bodySchema, 1) : {})) as Json
  const [caller] = personas

  const toCase = ({ persona, params: values, query: search, body: content, how }: Draw): FuzzCase => {
    const path = `${template.write(values)}${search.text ? `?${search.text}` : ''}`
    const what: string[] = []
    let mustRefuse: string | undefined
    let field: string | undefined
    let oddPath = false
    for (const name of template.names) {
      if (values[name] === exampleParams[name] || values[name] === undefined) continue
      oddPath = true
      what.push(`${name} = ${values[name]!.slice(0, 40)}`)
      mustRefuse ??= oddParamReason(values[name]!)
    }
    if (search.what) what.push(search.what)
    let wire: FuzzCase['body']
    if (content) {
      const sent = onTheWire(toJsonText(content.value), how)
      wire = sent.body
      what.push(content.what, ...(sent.what ? [sent.what] : []))
      mustRefuse ??= sent.unreadable
      if (how.kind === 'json' && bodySchema && !mustRefuse) {
        mustRefuse = rejection(bodySchema, content.value)
        // Only the body is odd: then its wrong field is what a 400 must name (path and query are checked first).
        if (!oddPath && !search.what)
          field = mustRefuse?.replace(/^\$\.?/, '').replace(/:.*$/, '') || undefined
      }
    }
    const summary = `${persona} ${method} /api${path.length > 200 ? `${path.slice(0, 200)}…` : path}${what.length ? ` — ${what.join('; ')}` : ''}`
    const fuzzCase: FuzzCase & { [fc.toStringMethod]: () => string } = {
      persona,
      method,
      path,
      body: wire,
      mustRefuse,
      field,
      what: summary,
      [fc.toStringMethod]: () => summary,
    }
    return fuzzCase
  }

  const oddParamFor = (name: string) =>
    fc.oneof(
      oddParam,
      fc
        .record({ fragment: fc.constantFrom(...urlFragments), offset: fc.nat() })
        .map(({ fragment, offset }) => insertInto(exampleParams[name] ?? 'x', offset, fragment)),
    )
  const params: fc.Arbitrary<Record<string, string | undefined>> = template.names.length
    ? fc.record(
        Object.fromEntries(
          template.names.map((name) => [
            name,
            fc.oneof(
              { arbitrary: fc.constant(exampleParams[name]), weight: hasBody ? 4 : 1 },
              { arbitrary: oddParamFor(name), weight: 1 },
            ),
          ]),
        ),
      )
    : fc.constant({})

  const queryEntry: fc.Arbitrary<[string, string]> = queryKeys.length
    ? fc.oneof(
        { arbitrary: fc.tuple(fc.constantFrom(...queryKeys), oddQueryValue), weight: 3 },
        {
          arbitrary: fc
            .record({
              key: fc.constantFrom(...queryKeys),
              fragment: fc.constantFrom(...fragments),
              offset: fc.nat(),
            })
            .map(({ key, fragment, offset }): [string, string] => [
              key,
              insertInto(
                exampleQueryEntries.find(([name]) => name === key)?.[1] ??
                  queryValueOf(querySchema?.properties?.[key]),
                offset,
                fragment,
              ),
            ]),
          weight: 2,
        },
        { arbitrary: fc.tuple(oddQueryKey, oddQueryValue), weight: 1 },
      )
    : fc.tuple(oddQueryKey, oddQueryValue)
  const query: fc.Arbitrary<{ text: string; what?: string }> = fc.oneof(
    { arbitrary: fc.constant({ text: exampleQuery }), weight: hasBody ? 8 : 2 },
    {
      arbitrary: fc.array(queryEntry, { minLength: 1, maxLength: 3 }).map((entries) => {
        const search = new URLSearchParams(
          exampleQueryEntries.filter(([key]) => !entries.some(([name]) => name === key)),
        )
        for (const [key, value] of entries) search.append(key, value)
        return {
          text: search.toString(),
          what: `query ${entries.map(([key, value]) => `${key.slice(0, 20)}=${JSON.stringify(value.slice(0, 30))}`).join('&')}`,
        }
      }),
      weight: 4,
    },
    {
      arbitrary: fc
        .constantFrom(
          '%',
          '%zz',
          'a=%E0%A4%A',
          '&&&==',
          '=',
          `x=${'%'.repeat(50)}`,
          '__proto__[x]=1',
          'constructor=1&toString=2',
        )
        .map((text) => ({ text, what: `raw query ${text}` })),
      weight: 1,
    },
  )

  const ops: fc.Arbitrary<Op[]> = fc.array(
    fc.oneof(
      { arbitrary: fc.nat().map<Op>((at) => ({ kind: 'remove', at })), weight: 2 },
      {
        arbitrary: fc.record({ at: fc.nat(), value: badValue }).map<Op>((op) => ({ kind: 'set', ...op })),
        weight: 3,
      },
      {
        arbitrary: fc
          .record({
            at: fc.nat(),
            key: fc.oneof(fc.constantFrom(...oddKeys), fc.string({ maxLength: 12 })),
            value: badValue,
          })
          .map<Op>((op) => ({ kind: 'add', ...op })),
        weight: 2,
      },
      {
        arbitrary: fc
          .record({ at: fc.nat(), offset: fc.nat(), fragment: fc.constantFrom(...fragments) })
          .map<Op>((op) => ({ kind: 'insert', ...op })),
        weight: 3,
      },
      ...(fields.length
        ? [
            {
              arbitrary: fc.nat(fields.length - 1).chain((index) =>
                badValueFor(fields[index]!.node).map<Op>((value) => ({
                  kind: 'field',
                  field: index,
                  value,
                })),
              ),
              weight: 4,
            },
            {
              arbitrary: fc
                .record({ field: fc.nat(fields.length - 1), seed: fc.nat() })
                .map<Op>((op) => ({ kind: 'sample', ...op })),
              weight: 2,
            },
          ]
        : []),
    ),
    { minLength: 1, maxLength: 3 },
  )

  const body: fc.Arbitrary<Draw['body']> = hasBody
    ? fc.oneof(
        {
          arbitrary: ops
            .map((list) => mutate(exampleBody, fields, list))
            .map(({ body: value, what }) => ({ value, what: what.join('; ') || 'the example' })),
          weight: 8,
        },
        {
          arbitrary: (fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>).map((value) => ({
            value,
            what: 'arbitrary JSON',
          })),
          weight: 1,
        },
        {
          arbitrary: fc
            .constantFrom<Json>(null, [], 'text', 0, true, [exampleBody])
            .map((value) => ({ value, what: 'not an object' })),
          weight: 1,
        },
        { arbitrary: fc.constant({ value: exampleBody, what: 'the example' }), weight: 1 },
      )
    : fc.constant(undefined)

  const plain: Draw = {
    persona: caller!,
    params: exampleParams,
    query: { text: exampleQuery },
    body: hasBody ? { value: exampleBody, what: 'the example' } : undefined,
    how: { kind: 'json' },
  }
  const withBody = (value: Json, what: string): Draw => ({ ...plain, body: { value, what } })
  const edges: Draw[] = []
  if (hasBody) {
    for (const path of pathsOf(exampleBody).filter((at) => typeof getAt(exampleBody, at) === 'string')) {
      const text = getAt(exampleBody, path) as string
      edges.push(
        withBody(
          withAt(exampleBody, path, insertInto(text, Math.ceil(text.length / 2), '\u0000')),
          `NUL in ${describePath(path)}`,
        ),
      )
      edges.push(
        withBody(
          withAt(exampleBody, path, insertInto(text, Math.ceil(text.length / 2), '\uD800')),
          `a lone surrogate in ${describePath(path)}`,
        ),
      )
    }
    for (const { path, node } of fields) {
      const dates =
        node.format === 'date-time'
          ? ['2023-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00']
          : node.format === 'date' || node.pattern === '^\\d{4}-\\d{2}-\\d{2}$'
            ? ['2023-02-30', '0000-01-01', '9999-12-31']
            : []
      for (const date of dates)
        edges.push(withBody(placeAt(exampleBody, nodes, path, date), `${describePath(path)} = ${date}`))
      if (node.type === 'integer' || node.type === 'number')
        for (const number of [new RawJson('1e999', 'number'), 2 ** 31, -1])
          edges.push(
            withBody(placeAt(exampleBody, nodes, path, number), `${describePath(path)} = ${String(number)}`),
          )
    }
  }
  for (const name of template.names)
    for (const odd of ['A', '99999999999999999999', `${exampleParams[name] ?? ''}%00`, '%FF'])
      edges.push({ ...plain, params: { ...exampleParams, [name]: odd } })
  for (const key of queryKeys)
    for (const odd of ['a\u0000b', '9'.repeat(20), '-1']) {
      const search = new URLSearchParams(exampleQueryEntries.filter(([name]) => name !== key))
      search.append(key, odd)
      edges.push({
        ...plain,
        query: { text: search.toString(), what: `query ${key}=${JSON.stringify(odd)}` },
      })
    }

  return {
    arbitrary: fc
      .record({ persona: fc.constantFrom(...personas), params, query, body, how: transport })
      .map(toCase),
    edges: edges.map(toCase),
  }
}
