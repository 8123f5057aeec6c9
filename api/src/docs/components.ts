import { z } from 'zod'

export type JsonSchema = { [key: string]: unknown }

type Converted = JsonSchema & { $defs?: Record<string, JsonSchema> }

function rewriteRefs(node: unknown, change: (ref: string) => string) {
  if (Array.isArray(node)) for (const item of node) rewriteRefs(item, change)
  else if (node !== null && typeof node === 'object') {
    const record = node as JsonSchema
    for (const [key, value] of Object.entries(record))
      if (key === '$ref' && typeof value === 'string') record[key] = change(value)
      else rewriteRefs(value, change)
  }
}

const refersToRoot = (node: unknown): boolean =>
  Array.isArray(node)
    ? node.some(refersToRoot)
    : node !== null &&
      typeof node === 'object' &&
      Object.entries(node).some(([key, value]) => (key === '$ref' ? value === '#' : refersToRoot(value)))

type ZodDef = {
  type: string
  checks?: { _zod: { def: { check: string; tx?: (text: string) => string } } }[]
  in?: z.ZodType
  out?: z.ZodType
}
const defOf = (schema: unknown) => (schema as { _zod: { def: ZodDef } })._zod.def

function addRule(json: JsonSchema, key: string, value: unknown) {
  if (!(key in json)) json[key] = value
  else if (key === 'maxLength' || key === 'maximum')
    json[key] = Math.min(json[key] as number, value as number)
  else if (key === 'minLength' || key === 'minimum')
    json[key] = Math.max(json[key] as number, value as number)
  else if (JSON.stringify(json[key]) !== JSON.stringify(value))
    json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), { [key]: value }]
}

const tightened = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'enum',
]

/**
 * Text holding a NUL character is refused by every call (validate.ts: PostgreSQL cannot keep it). Under allOf: a
 * faker reading a bare pattern would make every example from it (an empty id).
 */
const noNul = '^[^\\u0000]*$'

/** A parameter's schema without it: Postman's converter drops a parameter whose schema has allOf. */
export function withoutNulRule(json: JsonSchema): JsonSchema {
  const { allOf, ...rest } = json as { allOf?: JsonSchema[] }
  const others = (allOf ?? []).filter((rule) => rule.pattern !== noNul)
  return others.length ? { ...rest, allOf: others } : rest
}

/** What zod's JSON schema leaves out: a trimmed string's minimum length and a pipe's second schema. */
function inputRules(zod: unknown, json: JsonSchema) {
  const def = defOf(zod)
  if (def.type === 'string') {
    const trimmed = def.checks?.some(
      (check) => check._zod.def.check === 'overwrite' && check._zod.def.tx?.(' a ') === 'a',
    )
    if (trimmed && typeof json.minLength === 'number' && json.minLength > 0) addRule(json, 'pattern', '\\S')
    const all = (json.allOf as JsonSchema[] | undefined) ?? []
    if (!all.some((rule) => rule.pattern === noNul)) json.allOf = [...all, { pattern: noNul }]
  }
  if (def.type === 'pipe' && def.out && defOf(def.out).type !== 'transform') {
    const out = z.toJSONSchema(def.out as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
      override: (ctx) => inputRules(ctx.zodSchema, ctx.jsonSchema as JsonSchema),
    }) as JsonSchema
    for (const key of tightened) if (key in out) addRule(json, key, out[key])
  }
}

/** zod's `$defs` and root refs mean nothing inside the document: each def becomes a shared component. */
export function schemaComponents() {
  const schemas: Record<string, JsonSchema> = {}
  const seen = new Map<string, string>()

  const toSchema = (schema: z.ZodType, io: 'input' | 'output', hint: string): JsonSchema => {
    const convert = (zod: z.ZodType) =>
      z.toJSONSchema(zod, {
        io,
        unrepresentable: 'any',
        ...(io === 'input'
          ? { override: (ctx) => inputRules(ctx.zodSchema, ctx.jsonSchema as JsonSchema) }
          : {}),
      }) as Converted
    let converted = convert(schema)
    // A root that contains itself: converted inside an array, zod writes it as a def like any other.
    const rootInArray = refersToRoot(converted)
    if (rootInArray) converted = convert(z.array(schema))
    const { $schema: _dialect, $defs: defs = {}, ...root } = converted
    const defsJson = JSON.stringify(defs)
    const names = new Map<string, string>()
    for (const key of Object.keys(defs)) {
      const id = `${defsJson}\0${key}`
      let name = seen.get(id)
      if (!name) {
        const wanted = key.startsWith('__') ? `${hint}${names.size ? names.size + 1 : ''}` : key
        name = wanted
        for (let n = 2; name in schemas; n++) name = `${wanted}${n}`
        seen.set(id, name)
        schemas[name] = defs[key]!
      }
      names.set(`#/$defs/${key}`, name)
    }
    const toComponent = (ref: string) => {
      const name = names.get(ref)
      return name ? `#/components/schemas/${name}` : ref
    }
    for (const key of Object.keys(defs)) rewriteRefs(defs[key], toComponent)
    rewriteRefs(root, toComponent)
    return rootInArray ? (root.items as JsonSchema) : root
  }

  return { schemas, toSchema }
}
