import { z } from 'zod'

import { isObject, RawJson, type Json, type Path } from './json.ts'

/** The parts of a JSON Schema (as zod writes a route's input schema) that say what is certainly wrong. */
export type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  format?: string
  pattern?: string
  default?: unknown
  $ref?: string
}

/** The route's zod schema, as the caller must send it. */
export const inputSchema = (schema: z.ZodType): Schema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema

const datePattern = '^\\d{4}-\\d{2}-\\d{2}$'
/** A field the schema declares a date: an ISO date or date-time format, or the YYYY-MM-DD pattern. */
export const isDateField = (node: Schema) =>
  node.format === 'date' || node.format === 'date-time' || node.pattern === datePattern

/** A calendar date that exists (no 30 February, no month 13, no year 0). */
function realDate(text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}
function realDateTime(text: string) {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):?(\d{2}))?$/.exec(
    text,
  )
  if (!match || !realDate(match[1]!)) return false
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = [
    match[2],
    match[3],
    match[4] ?? '0',
    match[6] ?? '0',
    match[7] ?? '0',
  ].map(Number) as [number, number, number, number, number]
  return hours < 24 && minutes < 60 && seconds < 60 && offsetHours < 24 && offsetMinutes < 60
}

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object' | 'invalid'
function jsonTypeOf(value: Json): JsonType {
  if (value instanceof RawJson)
    return value.kind === 'number'
      ? Number.isInteger(Number(value.text))
        ? 'integer'
        : 'number'
      : value.kind
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value as 'boolean' | 'string' | 'object'
}
const numberOf = (value: Json) => (value instanceof RawJson ? Number(value.text) : (value as number))

const ownRules = ({ anyOf: _any, oneOf: _one, ...own }: Schema): Schema => own

/**
 * Why the schema certainly refuses this value, or undefined when it may accept it. Only what the schema
 * states for sure counts (types, enums, ranges, lengths, required and unknown keys, real dates); zod's
 * trimming and refinements are left to the server, so a value reported here must be refused.
 */
export function rejection(node: Schema | undefined, value: Json, at = '$'): string | undefined {
  if (!node || node.$ref) return undefined
  const branches = node.anyOf ?? node.oneOf
  if (branches) {
    const reasons = branches.map((branch) => rejection(branch, value, at))
    // A node may state rules of its own beside its branches (an object whose Data depends on its Type).
    if (!reasons.every(Boolean)) return rejection(ownRules(node), value, at)
    // The branch the value's discriminator picks says why (a Type's own Data), not one for another Type.
    return reasons.find((reason) => !/: not "/.test(reason!)) ?? reasons.join(' / ')
  }
  const type = jsonTypeOf(value)
  if (type === 'invalid') return `${at}: not JSON`
  if ('const' in node && value !== node.const) return `${at}: not ${JSON.stringify(node.const)}`
  if (node.enum && !node.enum.includes(value)) return `${at}: not one of the enum`
  if (node.type) {
    const types = Array.isArray(node.type) ? node.type : [node.type]
    const fits = types.some((allowed) => allowed === type || (allowed === 'number' && type === 'integer'))
    if (!fits) return `${at}: a ${type}, not a ${types.join('|')}`
  }
  if ((type === 'integer' || type === 'number') && node.type) {
    const number = numberOf(value)
    if (!Number.isFinite(number)) return `${at}: not a finite number`
    if (node.minimum !== undefined && number < node.minimum) return `${at}: below ${node.minimum}`
    if (node.maximum !== undefined && number > node.maximum) return `${at}: above ${node.maximum}`
    if (node.exclusiveMinimum !== undefined && number <= node.exclusiveMinimum)
      return `${at}: not above ${node.exclusiveMinimum}`
    if (node.exclusiveMaximum !== undefined && number >= node.exclusiveMaximum)
      return `${at}: not below ${node.exclusiveMaximum}`
  }
  if (typeof value === 'string') {
    if (node.minLength !== undefined && value.length < node.minLength)
      return `${at}: shorter than ${node.minLength}`
    if (node.maxLength !== undefined && value.trim().length > node.maxLength)
      return `${at}: longer than ${node.maxLength}`
    if (node.format === 'date' && !realDate(value)) return `${at}: not a real date`
    if (node.format === 'date-time' && !realDateTime(value)) return `${at}: not a real date and time`
    if (node.pattern === datePattern && /^\d{4}-\d{2}-\d{2}$/.test(value) && !realDate(value))
      return `${at}: not a real date`
    if (node.pattern && !new RegExp(node.pattern).test(value) && !new RegExp(node.pattern).test(value.trim()))
      return `${at}: does not match ${node.pattern}`
  }
  if (Array.isArray(value)) {
    if (node.minItems !== undefined && value.length < node.minItems)
      return `${at}: fewer than ${node.minItems} items`
    if (node.maxItems !== undefined && value.length > node.maxItems)
      return `${at}: more than ${node.maxItems} items`
    for (const [index, item] of value.entries()) {
      const reason = rejection(node.items, item, `${at}.${index}`)
      if (reason) return reason
    }
  }
  if (isObject(value)) {
    for (const key of node.required ?? [])
      if (!Object.hasOwn(value, key) && node.properties?.[key]?.default === undefined)
        return `${at}: ${key} is missing`
    for (const key of Object.keys(value)) {
      const child =
        node.properties && Object.hasOwn(node.properties, key)
          ? node.properties[key]
          : node.additionalProperties
      if (child === false) return `${at}: ${key} is not a field`
      const reason = rejection(child === true ? undefined : child, value[key]!, `${at}.${key}`)
      if (reason) return reason
    }
  }
  return undefined
}

export type Leaf = { path: Path; node: Schema }

/** Every field the schema names, nested ones included (array items as index 0), with its schema. */
export function fieldsOf(node: Schema | undefined, at: Path = []): Leaf[] {
  if (!node) return []
  const branches = node.anyOf ?? node.oneOf
  if (branches) {
    const seen = new Map<string, Leaf>()
    for (const leaf of [ownRules(node), ...branches].flatMap((branch) => fieldsOf(branch, at)))
      if (!seen.has(leaf.path.join('\0'))) seen.set(leaf.path.join('\0'), leaf)
    return [...seen.values()]
  }
  const here = at.length ? [{ path: at, node }] : []
  if (node.properties)
    return [
      ...here,
      ...Object.entries(node.properties).flatMap(([key, child]) => fieldsOf(child, [...at, key])),
    ]
  if (node.items) return [...here, ...fieldsOf(node.items, [...at, 0])]
  return here
}

/** A small deterministic generator, so that a value made from a seed shrinks and replays with it. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) % 2 ** 31) % Math.max(1, below)
  }
}

const samplesByPattern: Record<string, string[]> = {
  [datePattern]: ['2024-06-30'],
  '^\\d{4}$': ['4350', '2000'],
  '^[\\w-]+$': ['front', 'street-view'],
}

/** A plausible value for a field, from its schema (not always accepted: refinements are not in the schema). */
export function sampleOf(node: Schema | undefined, seed: number, depth = 0): Json {
  const pick = random(seed)
  const one = <T>(items: readonly T[]): T => items[pick(items.length)]!
  if (!node || depth > 4) return 'sample'
  const branches = node.anyOf ?? node.oneOf
  if (branches && node.properties) {
    const own = sampleOf(ownRules(node), seed, depth)
    const chosen = one(branches)
    const branch = sampleOf(
      { type: 'object', ...chosen, required: Object.keys(chosen.properties ?? {}) },
      seed + 1,
      depth + 1,
    )
    return isObject(own) && isObject(branch) ? { ...own, ...branch } : own
  }
  if (branches) return sampleOf(one(branches), seed + 1, depth + 1)
  if ('const' in node) return node.const as Json
  if (node.enum) return one(node.enum) as Json
  const type = Array.isArray(node.type) ? one(node.type) : node.type
  switch (type) {
    case 'string':
      if (node.format === 'date') return one(['2024-06-30', '2000-02-29', '1985-09-20'])
      if (node.format === 'date-time') return one(['2024-06-30T10:00:00Z', '2024-06-30T10:00:00+10:00'])
      if (node.format === 'email') return one(['fuzz@example.com', 'a.b-c@example.com.au'])
      if (node.pattern) return one(samplesByPattern[node.pattern] ?? ['sample'])
      return 'x'.repeat(Math.max(node.minLength ?? 1, Math.min(node.maxLength ?? 12, 1 + pick(12))))
    case 'integer':
    case 'number': {
      const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 0)
      const high = Math.min(node.maximum ?? low + 1000, low + 1_000_000)
      return one([low, high, Math.floor((low + high) / 2)])
    }
    case 'boolean':
      return pick(2) === 1
    case 'null':
      return null
    case 'array':
      return Array.from(
        { length: Math.min(node.maxItems ?? 2, (node.minItems ?? 0) + pick(2)) },
        (_, index) => sampleOf(node.items, seed + index + 7, depth + 1),
      )
    default: {
      const object: Record<string, Json> = {}
      for (const [key, child] of Object.entries(node.properties ?? {}))
        if (node.required?.includes(key) || pick(2) === 1)
          object[key] = sampleOf(child, seed + key.length * 31, depth + 1)
      return object
    }
  }
}
