import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'

import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'
import { RuleRefusal } from './refusal.ts'

/** A value as stored: related documents as their ids, keys in order, empty values left out. */
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
  /** Fields only verbs write. */
  fields: readonly string[]
  /** Fields set when the record is made and never changed after (a report's valuation). */
  frozen?: readonly string[]
  /** Records only verbs make (valuations, invoices); otherwise a new record's owned fields keep their defaults. */
  madeByVerbs?: boolean
  defaults?: Record<string, unknown>
}

/**
 * Fields only the order lifecycle's verbs write (a status, a payment, an assignment, a report's valuation):
 * any other write that would change one is refused with a 403 naming the field, through every door (REST,
 * GraphQL, the admin, and the Local API even with access overridden). Verbs mark their requests.
 */
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

/**
 * A record an order depends on (the property it priced and values) is kept as it was ordered once an invoice
 * or a valuation names it: later changes come from the order's own actions (an admin's correction, with its
 * history), never from an edit. `usedBy` names the collections and fields that point at it.
 */
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
