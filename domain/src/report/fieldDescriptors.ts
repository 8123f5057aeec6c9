import { z } from 'zod'

import { keysOf } from '../keys.ts'
import { calendarDate } from '../order/dates.ts'

/**
 * The words for a report block's fields: each builder states a field once (limits, default, labels,
 * help) and makes its zod schema from it; cms/src/report-blocks/payloadBlocks.ts makes the admin field from
 * the same descriptor, so the API's validation and the admin form cannot drift apart.
 */

/** What only the admin form shows; domain carries it for the cms, which reads it as Payload's `admin`. */
export type FieldAdmin = {
  description?: string
  /** Fields that share a row name sit side by side (Payload's row layout). */
  row?: string
  width?: string
  rows?: number
  placeholder?: string
  step?: number
  initCollapsed?: boolean
  /** A number shown beside its input as a reader reads it: "$1,455,000", "2.4 ha (24,000 m²)". */
  reads?: 'dollars' | 'area'
}

type Common = { label?: string; admin?: FieldAdmin }

export type TextSpec = Common & {
  max: number
  /** A textarea; its text is kept as typed (paragraphs), where a one-line text is trimmed. */
  multiline?: boolean
  trim?: boolean
  /** Must not be empty; the message says what to enter, or true for zod's own. */
  required?: string | true
  default?: string
}
export type NumberSpec = Common & {
  min: number
  max: number
  /** Above min, not at it (an area); the message says so. */
  aboveMin?: string
  minMessage?: string
  maxMessage?: string
  integer?: string
  required?: true
  default?: number
}
export type DateSpec = Common & { message: string; required: true }
export type SelectSpec<O extends Record<string, string> = Record<string, string>> = Common & {
  options: O
  required?: string
  /** Prefilled in the form; the API still wants it sent. */
  formDefault?: keyof O & string
}
export type CheckboxSpec = Common & { default: boolean }
type Collection = Common & { max: number; labels: { singular: string; plural: string } }

export type TextField = TextSpec & { kind: 'text' }
export type NumberField = NumberSpec & { kind: 'number' }
export type DateField = DateSpec & { kind: 'date' }
export type SelectField = SelectSpec & { kind: 'select' }
export type CheckboxField = CheckboxSpec & { kind: 'checkbox' }
/** Texts one after another (kept by Payload as rows of one `text`). */
export type ListField = Collection & { kind: 'list'; of: TextField }
export type ArrayField = Collection & { kind: 'array'; fields: Fields }
export type GroupField = Common & { kind: 'group'; fields: Fields }
/** An admin-only widget among the fields (no data): the cms component at this path. */
export type UiField = { kind: 'ui'; component: string; admin?: FieldAdmin }

export type FieldDescriptor =
  | TextField
  | NumberField
  | DateField
  | SelectField
  | CheckboxField
  | ListField
  | ArrayField
  | GroupField
  | UiField
type WithSchema<S extends z.ZodType = z.ZodType> = { schema: S }
export type Fields = Record<string, FieldDescriptor & Partial<WithSchema>>

type ShapeOf<F> = {
  [K in keyof F as F[K] extends WithSchema ? K : never]: F[K] extends WithSchema<infer S> ? S : never
}
const shapeOf = <F extends Fields>(fields: F) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => (field.schema ? [[name, field.schema]] : [])),
  ) as ShapeOf<F>

/** A record of fields as its zod object (the ui widgets left out). */
export const objectOf = <F extends Fields>(fields: F) => z.object(shapeOf(fields))

const atMost = (max: number) => `Use at most ${max.toLocaleString('en-AU')} characters.`

export function text<const S extends TextSpec>(spec: S) {
  const trimmed = spec.trim ?? !spec.multiline
  const base = (trimmed ? z.string().trim() : z.string()).max(spec.max, atMost(spec.max))
  const schema = spec.required
    ? base.min(1, spec.required === true ? undefined : spec.required)
    : base.default(spec.default ?? '')
  type Schema = S extends { required: string | true } ? z.ZodString : z.ZodDefault<z.ZodString>
  return { ...spec, kind: 'text' as const, schema: schema as Schema }
}

export function number<const S extends NumberSpec>(spec: S) {
  let base = z.number()
  if (spec.integer) base = base.int(spec.integer)
  base = spec.aboveMin ? base.gt(spec.min, spec.aboveMin) : base.min(spec.min, spec.minMessage)
  base = base.max(spec.max, spec.maxMessage)
  const schema =
    spec.default !== undefined
      ? base.default(spec.default)
      : spec.required
        ? base
        : base.nullable().default(null)
  type Schema = S extends { default: number }
    ? z.ZodDefault<z.ZodNumber>
    : S extends { required: true }
      ? z.ZodNumber
      : z.ZodDefault<z.ZodNullable<z.ZodNumber>>
  return { ...spec, kind: 'number' as const, schema: schema as Schema }
}

export const date = <const S extends DateSpec>(spec: S) => ({
  ...spec,
  kind: 'date' as const,
  schema: calendarDate(spec.message),
})

export function select<const O extends Record<string, string>, const S extends SelectSpec<O>>(
  spec: S & { options: O },
) {
  const base = z.enum(keysOf(spec.options), spec.required)
  const schema = spec.required ? base : base.nullable().default(null)
  type Enum = z.ZodEnum<{ [K in keyof O & string]: K }>
  type Schema = S extends { required: string } ? Enum : z.ZodDefault<z.ZodNullable<Enum>>
  return { ...spec, kind: 'select' as const, schema: schema as unknown as Schema }
}

export const checkbox = <const S extends CheckboxSpec>(spec: S) => ({
  ...spec,
  kind: 'checkbox' as const,
  schema: z.boolean().default(spec.default),
})

export const list = <const S extends Collection & { of: TextField & WithSchema<z.ZodString> }>(spec: S) => ({
  ...spec,
  kind: 'list' as const,
  schema: z
    .array(spec.of.schema as S['of']['schema'])
    .max(spec.max)
    .default([]),
})

export function array<const S extends Collection, F extends Fields>(spec: S & { fields: F }) {
  const row = objectOf(spec.fields)
  return { ...spec, kind: 'array' as const, row, schema: z.array(row).max(spec.max).default([]) }
}

/** Fields kept together; absent, each takes its default. */
export function group<const S extends Common, F extends Fields>(spec: S & { fields: F }) {
  const record = objectOf(spec.fields)
  return {
    ...spec,
    kind: 'group' as const,
    record,
    // zod cannot see that a record of defaults parses from {}
    schema: record.default((() => record.parse({})) as never),
  }
}

export const ui = (component: string): UiField => ({ kind: 'ui', component })

/** A block: its fields in the order the form shows them, and its zod object (tagged with its type). */
export function blockOf<T extends string, F extends Fields>(type: T, fields: F) {
  return { type, fields, schema: z.object({ type: z.literal(type), ...shapeOf(fields) }) }
}
