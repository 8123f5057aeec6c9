import type { PayloadRequest, Where } from 'payload'

import { idOrNull, valuationSearchCopies, type ValuationSearchCopies } from '@valuedesk/domain'

import type { Contact, Invoice, PropertySnapshot, User, Valuation } from '../payload-types.ts'

/** The records a valuation's or an invoice's copies come from. */
export type SearchSources = {
  snapshot?: Valuation['snapshot'] | null
  contact?: Valuation['contact']
  customer?: Valuation['customer'] | null
}

async function read<T extends { id: number | string }>(
  req: PayloadRequest,
  collection: 'property-snapshots' | 'contacts' | 'users',
  id: number | string | null | undefined,
): Promise<T | null> {
  if (id === null || id === undefined) return null
  return req.payload.db.findOne<T>({ collection, where: { id: { equals: id } }, req })
}

/**
 * What staff search a valuation by (address, customer's name and e-mail), copied onto it because Payload
 * searches a collection's own fields: from its property, its contact and the customer's account.
 */
export async function searchCopiesOf(
  req: PayloadRequest,
  valuation: SearchSources,
): Promise<ValuationSearchCopies> {
  // One after another: a transaction's connection answers one query at a time.
  const snapshot = await read<PropertySnapshot>(req, 'property-snapshots', idOrNull(valuation.snapshot))
  const contact = await read<Contact>(req, 'contacts', idOrNull(valuation.contact))
  const account = await read<User>(req, 'users', idOrNull(valuation.customer))
  return valuationSearchCopies(snapshot ?? {}, contact, account)
}

/**
 * Brings the copies of the valuations and invoices `where` names up to date, in the request's transaction:
 * after a property correction, or a contact's or an account's change of name or address. The copies are the
 * system's, written beneath every door (no field of them is writable through one).
 */
export async function refreshSearchCopies(req: PayloadRequest, where: Where): Promise<number> {
  let changed = 0
  for (const collection of ['valuations', 'invoices'] as const) {
    const { docs } = await req.payload.db.find<Valuation | Invoice>({
      collection,
      where,
      limit: 0,
      pagination: false,
      req,
    })
    for (const doc of docs) {
      const copies = await searchCopiesOf(req, doc)
      if ((Object.keys(copies) as (keyof ValuationSearchCopies)[]).every((key) => doc[key] === copies[key]))
        continue
      await req.payload.db.updateOne({ collection, id: doc.id, data: copies, req })
      changed++
    }
  }
  return changed
}
