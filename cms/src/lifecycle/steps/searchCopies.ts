import type { PayloadRequest, Where } from 'payload'

import { valuationSearchCopies, type ValuationSearchCopies } from '@valuedesk/domain'

import type { Contact, Invoice, PropertySnapshot, User, Valuation } from '../../payload-types.ts'

export type SearchSources = {
  snapshot?: Valuation['snapshot'] | null
  contact?: Valuation['contact']
  customer?: Valuation['customer'] | null
}

async function read<T extends { id: number | string }>(
  req: PayloadRequest,
  collection: 'property-snapshots' | 'contacts' | 'users',
  value: number | string | T | null | undefined,
): Promise<T | null> {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return value
  return req.payload.db.findOne<T>({ collection, where: { id: { equals: value } }, req })
}

/** Payload searches a collection’s own fields, so the address and names are copied on. */
export async function searchCopiesOf(
  req: PayloadRequest,
  valuation: SearchSources,
): Promise<ValuationSearchCopies> {
  // A transaction’s connection answers one query at a time.
  const snapshot = await read<PropertySnapshot>(req, 'property-snapshots', valuation.snapshot)
  const contact = await read<Contact>(req, 'contacts', valuation.contact)
  const account = await read<User>(req, 'users', valuation.customer)
  return valuationSearchCopies(snapshot ?? {}, contact, account)
}

/** The copies are the system’s: no field of them is writable through a door. */
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
