import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'

import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'
import { RuleRefusal } from './refusal.ts'

function normal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normal)
  if (!value || typeof value !== 'object') return value ?? null
  if ('id' in value && 'createdAt' in value) return (value as { id: unknown }).id
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, normal(item)]),
  )
}
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b))

type Owned = {
  fields: readonly string[]
  frozen?: readonly string[]
  /** Records only verbs make (valuations, invoices); otherwise a new record's owned fields keep their defaults. */
  madeByVerbs?: boolean
  defaults?: Record<string, unknown>
}

/** Refused through every door, even the Local API with access overridden; verbs mark their requests. */
export const ownedByLifecycle =
  ({ fields, frozen = [], madeByVerbs = false, defaults = {} }: Owned): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req, operation }) => {
    if (req.context[LIFECYCLE]) return data
    if (operation === 'create' && madeByVerbs)
      throw new RuleRefusal('These records are made by the order itself, not by hand.', 403)
    const changed =
      operation === 'create'
        ? fields.filter((field) => field in data && !same(data[field], defaults[field]))
        : [...fields, ...frozen].filter((field) => field in data && !same(data[field], originalDoc?.[field]))
    if (changed.length === 0) return data
    throw new RuleRefusal(
      `${changed.join(', ')}: changed only by the order's own actions (record a payment, assign, start, complete…).`,
      403,
      { fields: changed },
    )
  }

/** Changes come from the order's own actions (with history), never from an edit. */
export const frozenOnceOrdered =
  (usedBy: { collection: CollectionSlug; field: string }[]): CollectionBeforeChangeHook =>
  async ({ data, operation, originalDoc, req }) => {
    if (operation !== 'update' || req.context[LIFECYCLE] || !originalDoc) return data
    for (const { collection, field } of usedBy) {
      const { totalDocs } = await req.payload.count({
        collection,
        where: { [field]: { equals: originalDoc.id } },
        req,
      })
      if (totalDocs > 0)
        throw new RuleRefusal(
          'This is part of an order: it stays as it was ordered. Ask us to correct it, and we will (with its history).',
          409,
        )
    }
    return data
  }
