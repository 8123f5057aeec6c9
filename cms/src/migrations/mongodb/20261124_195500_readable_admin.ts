import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

import { readableCopies } from '../readableCopies.ts'

type Raw = Record<string, unknown> & { _id: unknown }

/** As on SQL: people's and contacts' display names, and valuations' and invoices' search copies, for earlier rows. */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const models = payload.db.collections
  const session = req.transactionID ? payload.db.sessions[await req.transactionID] : undefined
  const read = async (slug: string) =>
    ((await models[slug]?.find({}, null, { session }).lean<Raw[]>()) ?? []).map((row) => ({
      ...row,
      id: String(row._id),
    }))
  const order = (row: Raw & { id: string }) => ({
    id: row.id,
    snapshot: row.snapshot ? String(row.snapshot) : null,
    contact: row.contact ? String(row.contact) : null,
    customer: row.customer ? String(row.customer) : null,
  })
  const copies = readableCopies({
    users: await read('users'),
    contacts: await read('contacts'),
    snapshots: await read('property-snapshots'),
    valuations: (await read('valuations')).map(order),
    invoices: (await read('invoices')).map(order),
  })
  for (const [slug, rows] of Object.entries(copies)) {
    const model = models[slug]
    if (!model) continue
    for (const { id, ...set } of rows) await model.updateOne({ _id: id }, { $set: set }, { session })
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The copies are kept by the lifecycle from now on; leaving them on the rows harms nothing.
}
