import { personName, valuationSearchCopies } from '@valuedesk/domain'

type Id = number | string
type Person = { id: Id; firstName?: string | null; lastName?: string | null; email?: string | null }
type Property = {
  id: Id
  address?: string | null
  suburb?: string | null
  state?: string | null
  postcode?: string | null
}
type Order = { id: Id; snapshot?: Id | null; contact?: Id | null; customer?: Id | null }

/**
 * The display names of people and contacts, and the search copies of valuations and invoices, for rows made
 * before these were kept: worked out by the same rules as the hook and the lifecycle (personName,
 * valuationSearchCopies). Each database's migration reads the raw rows (only the columns named here, so the
 * backfill does not depend on later schemas) and writes back what this returns.
 */
export function readableCopies(rows: {
  users: Person[]
  contacts: Person[]
  snapshots: Property[]
  valuations: Order[]
  invoices: Order[]
}) {
  const byId = <T extends { id: Id }>(list: T[]) => new Map(list.map((row) => [String(row.id), row]))
  const [users, contacts, snapshots] = [byId(rows.users), byId(rows.contacts), byId(rows.snapshots)]
  const get = <T>(map: Map<string, T>, id: Id | null | undefined) =>
    id === null || id === undefined ? undefined : map.get(String(id))
  const copies = (order: Order) => ({
    id: order.id,
    ...valuationSearchCopies(
      get(snapshots, order.snapshot) ?? {},
      get(contacts, order.contact),
      get(users, order.customer),
    ),
  })
  return {
    users: rows.users.map((user) => ({ id: user.id, displayName: personName(user) })),
    contacts: rows.contacts.map((contact) => ({ id: contact.id, displayName: personName(contact) })),
    valuations: rows.valuations.map(copies),
    invoices: rows.invoices.map(copies),
  }
}

/** The SQL databases' reads, as the same rows: snake_case columns renamed. */
export const sqlReads = {
  users: 'SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users',
  contacts: 'SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM contacts',
  snapshots: 'SELECT id, address, suburb, state, postcode FROM property_snapshots',
  valuations:
    'SELECT id, snapshot_id AS "snapshot", contact_id AS "contact", customer_id AS "customer" FROM valuations',
  invoices:
    'SELECT id, snapshot_id AS "snapshot", contact_id AS "contact", customer_id AS "customer" FROM invoices',
} as const

/** What the SQL databases write back: each table's row, its columns and values. */
export function sqlUpdates(copies: ReturnType<typeof readableCopies>) {
  const names = (row: { displayName: string }) => ({ display_name: row.displayName })
  const search = (row: { searchAddress: string; customerName: string; customerEmail: string }) => ({
    search_address: row.searchAddress,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
  })
  return [
    ...copies.users.map((row) => ({ table: 'users', id: row.id, set: names(row) })),
    ...copies.contacts.map((row) => ({ table: 'contacts', id: row.id, set: names(row) })),
    ...copies.valuations.map((row) => ({ table: 'valuations', id: row.id, set: search(row) })),
    ...copies.invoices.map((row) => ({ table: 'invoices', id: row.id, set: search(row) })),
  ]
}

/** Reads every table's rows with `read` and works out the copies (the SQL migrations' backfill). */
export const readAndWorkOut = async (read: <T>(query: string) => Promise<T[]>) =>
  sqlUpdates(
    readableCopies({
      users: await read(sqlReads.users),
      contacts: await read(sqlReads.contacts),
      snapshots: await read(sqlReads.snapshots),
      valuations: await read(sqlReads.valuations),
      invoices: await read(sqlReads.invoices),
    }),
  )
