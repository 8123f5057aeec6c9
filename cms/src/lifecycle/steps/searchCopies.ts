import type { PayloadRequest, Where } from 'payload'

import { valuationSearchCopies, type ValuationSearchCopies } from '@valuedesk/domain'

import type { Contact, Invoice, PropertySnapshot, User, Valuation } from '../../payload-types.ts'

/** The records a valuation's or an invoice's copies come from. */
export type SearchSources = {
  snapshot?: Valuation['snapshot'] | null
  contact?: Valuation['contact']
  customer?: Valuation['customer'] | null
}

/** The record itself when the caller has it in hand (a populated relationship), else read by its id. */
async function read<T extends { id: number | string }>(
  req: PayloadRequest,
  collection: 'property-snapshots' | 'contacts' | 'users',
  value: number | string | T | null | undefined,
): Promise<T | null> {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return value
  return req.payload.db.findOne<T>({ collection, where: { id: { equals: value } }, req })
}

/**
 * What staff search a valuation by (address, customer's name and e-mail), copied onto it because Payload
 * searches a collection's own fields: from its property, its contact and the customer's account (each read by
 * its id, or taken as it is when a verb passes the record it has just read).
 */
export async function searchCopiesOf(
  req: PayloadRequest,
  valuation: SearchSources,
): Promise<ValuationSearchCopies> {
  // One after another: a transaction's connection answers one query at a time.
  const snapshot = await read<PropertySnapshot>(req, 'property-snapshots', valuation.snapshot)
  const contact = await read<Contact>(req, 'contacts', valuation.contact)
  const account = await read<User>(req, 'users', valuation.customer)
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
