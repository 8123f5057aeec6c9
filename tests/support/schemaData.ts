import fc from 'fast-check'

/**
 * Data made from a JSON schema of the OpenAPI document, as Schemathesis makes it: values the schema accepts
 * (positive), and values it refuses (negative: one rule broken at a time). Seeded, so a run is repeatable.
 * It reads the keywords our document uses (type, enum, const, anyOf/oneOf, properties, required,
 * additionalProperties, items, min/max lengths, items and bounds, pattern, format); whether a value really is
 * valid or invalid is left to ajv by the caller, which drops what this got wrong.
 */
export type Schema = { [key: string]: unknown }

type Resolve = (schema: Schema) => Schema

/** `#/components/schemas/X` within the document. */
export const resolverOf =
  (document: { components?: { schemas?: Record<string, Schema> } }): Resolve =>
  (schema) => {
    let at = schema
    for (let hops = 0; typeof at.$ref === 'string' && hops < 10; hops++)
      at = document.components!.schemas![(at.$ref as string).split('/').pop()!]!
    return at
  }

const formats: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.stringMatching(/^[a-z]{1,10}\.[a-z]{1,6}@example\.com$/),
  uuid: () => fc.uuid(),
  'date-time': () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  date: () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  uri: () => fc.webUrl({ validSchemes: ['https'] }),
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : []

/** An arbitrary of values the schema accepts (all but a few the caller's ajv will drop). */
export function positive(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  schema = resolve(schema)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (branches) return fc.oneof(...branches.map((branch) => positive(branch, resolve, depth + 1)))
  if (Array.isArray(schema.allOf))
    return positive(Object.assign({}, ...(schema.allOf as Schema[])), resolve, depth)
  const types = typesOf(schema)
  if (types.length > 1)
    return fc.oneof(...types.map((type) => positive({ ...schema, type }, resolve, depth + 1)))
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
    case 'number': {
      const min =
        (schema.minimum as number | undefined) ??
        (schema.exclusiveMinimum !== undefined ? (schema.exclusiveMinimum as number) + 1 : -1_000_000)
      const max =
        (schema.maximum as number | undefined) ??
        (schema.exclusiveMaximum !== undefined ? (schema.exclusiveMaximum as number) - 1 : 1_000_000)
      const bounded = { min: Math.max(min, -1_000_000_000), max: Math.min(max, 1_000_000_000) }
      return types[0] === 'integer'
        ? fc.integer({ min: Math.ceil(bounded.min), max: Math.floor(bounded.max) })
        : fc.double({ ...bounded, noNaN: true, noDefaultInfinity: true })
    }
    case 'string': {
      const minLength = (schema.minLength as number | undefined) ?? 0
      const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, minLength + 40)
      const fitting = (text: string) =>
        text.length >= minLength && text.length <= ((schema.maxLength as number | undefined) ?? Infinity)
      // The most telling rule: a pattern under allOf (a pipe's), a format, then the string's own pattern.
      const patterns = [
        ...((schema.allOf as Schema[] | undefined) ?? []).map((rule) => rule.pattern),
        schema.pattern,
      ].filter((pattern): pattern is string => typeof pattern === 'string' && pattern !== '\\S')
      const format = formats[schema.format as string]
      if (format) return format().filter(fitting)
      if (patterns[0]) return fc.stringMatching(new RegExp(patterns[0])).filter(fitting)
      // Any text, as Schemathesis sends: ASCII, any Unicode, blank.
      return fc.oneof(
        fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
        fc.string({ minLength, maxLength, unit: 'grapheme' }),
        fc.constant(' '.repeat(Math.max(minLength, 1))).filter(fitting),
      )
    }
    case 'array': {
      const items = schema.items ? positive(schema.items as Schema, resolve, depth + 1) : fc.anything()
      const minLength = (schema.minItems as number | undefined) ?? 0
      return fc.array(items, {
        minLength,
        maxLength: Math.min((schema.maxItems as number) ?? 3, minLength + 3),
      })
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>
      const required = new Set((schema.required as string[] | undefined) ?? [])
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [name, property] of Object.entries(properties))
        record[name] = positive(property, resolve, depth + 1)
      if (!types.length && !Object.keys(properties).length)
        return fc.oneof(fc.string(), fc.integer(), fc.boolean())
      return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) })
    }
  }
}

/** A value of another JSON type than the schema allows, if there is one. */
function otherType(schema: Schema): unknown[] {
  const types = typesOf(schema)
  if (!types.length) return []
  const samples: Record<string, unknown> = {
    string: 'x',
    number: 1.5,
    integer: 1.5,
    boolean: true,
    object: {},
    array: [],
    null: null,
  }
  return Object.entries(samples)
    .filter(([type]) => !types.includes(type) && !(type === 'integer' && types.includes('number')))
    .map(([, value]) => value)
}

/** Values that break one rule of the schema each (ajv, at the caller, checks that each does). */
export function breakers(schema: Schema, resolve: Resolve): unknown[] {
  schema = resolve(schema)
  const out: unknown[] = [...otherType(schema)]
  if (Array.isArray(schema.enum)) out.push('not-one-of-them')
  if (typeof schema.maxLength === 'number') out.push('x'.repeat(schema.maxLength + 1))
  if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push('x'.repeat(schema.minLength - 1))
  if (typeof schema.pattern === 'string') out.push('\u0001!bad value!')
  if (typeof schema.format === 'string' && schema.format !== 'binary') out.push('not a ' + schema.format)
  if (typeof schema.maximum === 'number') out.push(schema.maximum + 1)
  if (typeof schema.minimum === 'number') out.push(schema.minimum - 1)
  if (typeof schema.exclusiveMinimum === 'number') out.push(schema.exclusiveMinimum)
  if (typeof schema.maxItems === 'number') out.push(Array.from({ length: schema.maxItems + 1 }, () => 1))
  return out
}

/**
 * Copies of a valid object, each with one thing broken: a required property left out, a property of the wrong
 * type or out of its bounds, an unknown property where additionalProperties is false.
 */
export function negatives(
  schema: Schema,
  valid: unknown,
  resolve: Resolve,
): { what: string; value: unknown }[] {
  schema = resolve(schema)
  const out: { what: string; value: unknown }[] = []
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) {
    for (const value of breakers(schema, resolve))
      out.push({ what: `value ${JSON.stringify(value).slice(0, 40)}`, value })
    return out
  }
  const object = valid as Record<string, unknown>
  for (const name of (schema.required as string[] | undefined) ?? []) {
    const { [name]: _left, ...rest } = object
    out.push({ what: `required ${name} left out`, value: rest })
  }
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
    for (const value of breakers(property, resolve))
      out.push({
        what: `${name} = ${JSON.stringify(value).slice(0, 40)}`,
        value: { ...object, [name]: value },
      })
  if (schema.additionalProperties === false)
    out.push({ what: 'unknown property NotInSchema', value: { ...object, NotInSchema: 'x' } })
  return out
}

/** `count` values of an arbitrary from `seed`. */
export const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] =>
  fc.sample(arbitrary, { seed, numRuns: count })
