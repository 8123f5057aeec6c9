import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
let accountant: string
let other: string
const contact = (FirstName: string, BusinessName = '') => ({
  FirstName,
  LastName: 'Nguyen',
  Email: `${FirstName.toLowerCase()}@example.com`,
  Phone: '0400 123 456',
  BusinessName,
})

beforeAll(async () => {
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  accountant = (await server.signIn('accountant@example.com', ['customer'])).token
  other = (await server.signIn('other@example.com', ['customer'])).token
  for (const body of [
    contact('Anh', 'Nguyen Family Super Fund'),
    contact('Binh', 'nguyen family super fund'),
    contact('Chau'),
    contact('Duc', 'Acme Pty Ltd'),
  ]) {
    expect(
      (await server.api('/api/contacts', { method: 'POST', token: accountant, json: body })).status,
    ).toBe(201)
  }
  await server.api('/api/contacts', { method: 'POST', token: other, json: contact('Eve', 'Elsewhere') })
})
afterAll(() => server?.close())

describe('the contact book', () => {
  it('when a customer lists their contacts, then they see their own, newest first, and can search them', async () => {
    const list = await (await server.api('/api/contacts', { token: accountant })).json()
    expect(list.Items.map((item: { FirstName: string }) => item.FirstName)).toEqual([
      'Duc',
      'Chau',
      'Binh',
      'Anh',
    ])
    expect(list.TotalItems).toBe(4)
    const found = await (await server.api('/api/contacts?search=acme', { token: accountant })).json()
    expect(found.Items.map((item: { FirstName: string }) => item.FirstName)).toEqual(['Duc'])
    expect(
      (await (await server.api('/api/contacts?pageSize=2&page=2', { token: accountant })).json()).Items,
    ).toHaveLength(2)
    expect((await (await server.api('/api/contacts', { token: admin })).json()).TotalItems).toBe(5)
  })

  it('when grouped, then contacts come by business (case aside), A–Z, and those without one last', async () => {
    const groups = await (await server.api('/api/contacts/grouped', { token: accountant })).json()
    expect(
      groups.map((group: { BusinessName: string | null; Contacts: unknown[] }) => [
        group.BusinessName,
        group.Contacts.length,
      ]),
    ).toEqual([
      ['Acme Pty Ltd', 1],
      ['nguyen family super fund', 2],
      [null, 1],
    ])
  })

  it('when a customer changes a contact, then it changes; someone else’s or an unknown one is a 404', async () => {
    const [duc] = (await (await server.api('/api/contacts?search=duc', { token: accountant })).json()).Items
    const patched = await server.api(`/api/contacts/${duc.ContactId}`, {
      method: 'PATCH',
      token: accountant,
      json: { Phone: '07 4632 1234', BusinessName: 'Acme Holdings' },
    })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({
      FirstName: 'Duc',
      Phone: '07 4632 1234',
      BusinessName: 'Acme Holdings',
    })
    expect(
      (
        await server.api(`/api/contacts/${duc.ContactId}`, {
          method: 'PATCH',
          token: other,
          json: { FirstName: 'Mallory' },
        })
      ).status,
    ).toBe(404)
    expect((await server.payload.findByID({ collection: 'contacts', id: duc.ContactId })).firstName).toBe(
      'Duc',
    )
    expect(
      (
        await server.api('/api/contacts/999999', {
          method: 'PATCH',
          token: accountant,
          json: { FirstName: 'X' },
        })
      ).status,
    ).toBe(404)
  })

  it('when the change is not valid or names the owner, then it is a 400 naming the field; nobody signed in is a 401', async () => {
    const [anh] = (await (await server.api('/api/contacts?search=anh', { token: accountant })).json()).Items
    const bad = await server.api(`/api/contacts/${anh.ContactId}`, {
      method: 'PATCH',
      token: accountant,
      json: { Email: 'not-an-email', Phone: 'call me' },
    })
    expect(Object.keys(await bad.json()).sort()).toEqual(['Email', 'Phone'])
    expect(
      (
        await server.api(`/api/contacts/${anh.ContactId}`, {
          method: 'PATCH',
          token: accountant,
          json: { customer: 1 },
        })
      ).status,
    ).toBe(400)
    expect((await server.api('/api/contacts')).status).toBe(401)
    expect((await server.api('/api/contacts/grouped')).status).toBe(401)
    expect(
      (
        await (
          await server.api(`/api/contacts/${anh.ContactId}`, { method: 'PATCH', json: { FirstName: 'X' } })
        ).json()
      ).message,
    ).toBe('No credential available')
  })
})
