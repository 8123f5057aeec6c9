import type { Field, FlattenedField, Payload, TypedUser, Where } from 'payload'

/** A field of a collection or global as the write matrix tries it: a top-level name and its config. */
export type MatrixField = FlattenedField

/**
 * The fields that hold data, top level: rows, collapsibles and unnamed tabs are only layout, named tabs and
 * groups are one field; joins and virtual fields store nothing.
 */
export const dataFields = (flattened: FlattenedField[]): MatrixField[] =>
  flattened.filter((field) => field.type !== 'join' && !('virtual' in field && field.virtual))

/** A stored value as it compares: related documents as their ids, rows without their ids, keys in order. */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value instanceof Date) return value.toISOString()
  if (!value || typeof value !== 'object') return value ?? null
  if ('id' in value && 'createdAt' in value) return (value as { id: unknown }).id
  if ('relationTo' in value && 'value' in value) {
    const related = (value as { value: unknown }).value
    return comparable(related && typeof related === 'object' && 'id' in related ? related.id : related)
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => key !== 'id' && item !== null && item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, comparable(item)]),
  )
}

/** Whether `stored` holds what was written (`written` may be a part of a group or a row list). */
export const holds = (stored: unknown, written: unknown) =>
  JSON.stringify(comparable(stored)) === JSON.stringify(comparable(written))

const lexical = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, mode: 'normal', style: '', detail: 0, version: 1 }],
      },
    ],
  },
})

/** A valid ABN of its own for each `serial`: the check digits (the first two) found for nine given ones. */
function abn(serial: number) {
  const rest = String(100_000_000 + (serial % 900_000_000)).slice(-9)
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
  for (let first = 10; first < 100; first++) {
    const digits = `${first}${rest}`.split('').map(Number)
    digits[0]! -= 1
    if (digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 89 === 0)
      return `${first}${rest}`
  }
  return abn(serial + 1)
}

type Context = {
  payload: Payload
  /** The writer: a related document is one they can read, so that only the field's rule decides. */
  user: TypedUser | null
  /** Distinct values on each call. */
  serial: number
}

const optionValues = (field: { options: readonly (string | { value: string })[] }) =>
  field.options.map((option) => (typeof option === 'string' ? option : option.value))

/** A related document other than `current`, preferably one the writer can read. */
async function otherDocument(context: Context, relationTo: string, current: unknown, where?: Where) {
  const currentIds = (Array.isArray(current) ? current : [current]).map(comparable)
  for (const asWriter of [true, false]) {
    const { docs } = await context.payload
      .find({
        collection: relationTo as never,
        depth: 0,
        limit: 20,
        sort: '-id',
        ...(where ? { where } : {}),
        pagination: false,
        ...(asWriter ? { overrideAccess: false, user: context.user } : {}),
      })
      .catch(() => ({ docs: [] as { id: number | string }[] }))
    // Someone else's account: a writer naming themselves changes nothing worth trying.
    const other = docs.find(
      (doc) => !currentIds.includes(doc.id) && !(relationTo === 'users' && doc.id === context.user?.id),
    )
    if (other) return other.id
  }
  return undefined
}

/** Values for every named field of a new row or block, from its fields' configs. */
async function newRow(fields: Field[], context: Context): Promise<Record<string, unknown>> {
  const row: Record<string, unknown> = {}
  for (const field of fields) {
    if (!('name' in field) || !field.name) {
      if ('fields' in field) Object.assign(row, await newRow(field.fields, context))
      if (field.type === 'tabs')
        for (const tab of field.tabs) Object.assign(row, await newRow(tab.fields, context))
      continue
    }
    const value = await changedValue(field as FlattenedField, undefined, context)
    if (value !== undefined) row[field.name] = value
  }
  return row
}

/**
 * A value for `field` different from `current` that its validation accepts: the write the matrix makes.
 * `undefined` when there is nothing to point at.
 */
export async function changedValue(
  field: FlattenedField,
  current: unknown,
  context: Context,
): Promise<unknown> {
  const tag = `matrix-${context.serial}`
  // On a new document, a value that differs from the one it would get anyway.
  if (current === undefined && 'defaultValue' in field && typeof field.defaultValue !== 'function')
    current = field.defaultValue
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code': {
      const maxLength = 'maxLength' in field && field.maxLength ? field.maxLength : 40
      const letter = (n: number) => String.fromCharCode(65 + (n % 26))
      const text = /href|url|link/i.test(field.name)
        ? `/${tag}`
        : field.name === 'abn'
          ? abn(context.serial)
          : maxLength <= 3
            ? letter(context.serial) + letter(Math.floor(context.serial / 26))
            : tag.slice(0, maxLength)
      return 'hasMany' in field && field.hasMany ? [text] : text
    }
    case 'email':
      return `${tag}@example.com`
    case 'number': {
      const value = typeof current === 'number' ? current + 7 : 7
      return 'hasMany' in field && field.hasMany ? [value] : value
    }
    case 'checkbox':
      return !current
    case 'date':
      return new Date(Date.UTC(2031, 0, 2, 3, 4, context.serial % 60)).toISOString()
    case 'select':
    case 'radio': {
      const values = optionValues(field)
      const currentValues = Array.isArray(current) ? current : [current]
      const value = values.find((option) => !currentValues.includes(option)) ?? values[0]
      return 'hasMany' in field && field.hasMany ? [value] : value
    }
    case 'json':
      return { matrix: context.serial }
    case 'richText':
      return lexical(tag)
    case 'point':
      return [153.02, -27.47]
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        const now = current as { relationTo?: string; value?: unknown } | undefined
        for (const relationTo of field.relationTo) {
          const id = await otherDocument(
            context,
            relationTo,
            now?.relationTo === relationTo ? now.value : undefined,
          )
          if (id !== undefined) {
            const value = { relationTo, value: id }
            return field.hasMany ? [value] : value
          }
        }
        return undefined
      }
      // A fixed filter of the field's own (valuers only): a document it offers.
      const where =
        field.filterOptions && typeof field.filterOptions === 'object' ? field.filterOptions : undefined
      const id = await otherDocument(context, field.relationTo, current, where)
      if (id === undefined) return undefined
      return field.hasMany ? [id] : id
    }
    case 'group':
    case 'tab': {
      const fields = field.flattenedFields
      const base = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>
      const first = fields.find((sub) => sub.type !== 'join')
      if (!first) return undefined
      if (!('name' in field) || !field.name) return undefined
      return { ...base, [first.name]: await changedValue(first, base[first.name], context) }
    }
    case 'array': {
      const rows = Array.isArray(current) ? current : []
      return [...rows, await newRow(field.fields, context)]
    }
    case 'blocks': {
      const rows = Array.isArray(current) ? current : []
      const block = field.blocks[0] ?? (field.blockReferences?.[0] as never)
      if (!block || typeof block === 'string') return [...rows.slice(0, -1)]
      return [...rows, { blockType: block.slug, ...(await newRow(block.fields, context)) }]
    }
    default:
      return undefined
  }
}
