import { describe, expect, it } from 'vitest'

import { readableCopies, sqlUpdates } from './readableCopies.ts'

describe('readableCopies (the backfill of every database’s migration)', () => {
  const copies = readableCopies({
    users: [
      { id: 1, email: 'guest-1@guests.valuedesk.invalid' },
      { id: 2, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' },
    ],
    contacts: [{ id: 'c1', firstName: 'Jo', lastName: 'Citizen', email: 'jo@example.com' }],
    snapshots: [{ id: 5, address: '12 Smith St', suburb: 'Paddington', state: 'QLD', postcode: '4064' }],
    valuations: [
      { id: 9, snapshot: 5, contact: 'c1', customer: 1 },
      { id: 10, snapshot: 404, contact: null, customer: 2 },
    ],
    invoices: [{ id: 3, snapshot: 5, contact: 'c1', customer: 1 }],
  })

  it('names people and contacts, a guest never by their made-up login', () => {
    expect(copies.users).toEqual([
      { id: 1, displayName: 'Guest customer' },
      { id: 2, displayName: 'Sam Lee' },
    ])
    expect(copies.contacts).toEqual([{ id: 'c1', displayName: 'Jo Citizen' }])
  })

  it('copies the address and the customer onto valuations and invoices, matching ids of either type', () => {
    expect(copies.valuations).toEqual([
      {
        id: 9,
        searchAddress: '12 Smith St, Paddington QLD 4064',
        customerName: 'Jo Citizen',
        customerEmail: 'jo@example.com',
      },
      { id: 10, searchAddress: '', customerName: 'Sam Lee', customerEmail: 'sam@example.com' },
    ])
    expect(copies.invoices[0]?.customerEmail).toBe('jo@example.com')
  })

  it('writes SQL columns by their names', () => {
    expect(sqlUpdates(copies)).toContainEqual({
      table: 'valuations',
      id: 9,
      set: {
        search_address: '12 Smith St, Paddington QLD 4064',
        customer_name: 'Jo Citizen',
        customer_email: 'jo@example.com',
      },
    })
  })
})
