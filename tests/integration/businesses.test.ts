import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
let accountant: string
let stranger: string
beforeAll(async () => {
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  accountant = (await server.signIn('accountant@example.com', ['customer'])).token
  stranger = (await server.signIn('stranger@example.com', ['customer'])).token
})
afterAll(() => server?.close())

const business = {
  Name: 'Darling Downs Accounting Pty Ltd',
  TradingName: 'Downs Accounting',
  ABN: '51 824 753 556',
  Email: 'office@downs.example',
  HeadOffice: {
    Name: 'Toowoomba office',
    Street: '12 Margaret Street',
    Suburb: 'Toowoomba City',
    State: 'QLD',
    Postcode: '4350',
  },
}

describe('businesses and branches', () => {
  let businessId: number
  let branchId: number

  it('when a customer registers their business, then it has a head office they work in, and the ABN is kept as digits', async () => {
    const created = await server.api('/api/businesses', { method: 'POST', token: accountant, json: business })
    expect(created.status).toBe(201)
    const body = await created.json()
    expect(body).toMatchObject({
      Name: business.Name,
      TradingName: 'Downs Accounting',
      ABN: '51 824 753 556',
    })
    businessId = body.BusinessId
    const stored = await server.payload.findByID({ collection: 'businesses', id: businessId })
    expect(stored.abn).toBe('51824753556')

    const mine = await (await server.api('/api/users/me/business_branches', { token: accountant })).json()
    expect(mine).toEqual([
      expect.objectContaining({
        BusinessId: businessId,
        BusinessName: business.Name,
        Name: 'Toowoomba office',
        IsHeadOffice: true,
        Postcode: '4350',
      }),
    ])
    branchId = mine[0].BusinessBranchId
    expect(
      await (await server.api(`/api/businesses/${businessId}`, { token: accountant })).json(),
    ).toMatchObject({ BusinessId: businessId })
    expect(
      await (await server.api(`/api/businesses/branches/${branchId}`, { token: accountant })).json(),
    ).toMatchObject({ Name: 'Toowoomba office' })
  })

  it('when an admin adds a branch in the back office, then members see it among the business’s branches, head office first', async () => {
    await server.payload.create({
      collection: 'business-branches',
      data: {
        business: businessId,
        name: 'Brisbane office',
        suburb: 'Brisbane City',
        state: 'QLD',
        postcode: '4000',
      },
    })
    const branches = await (
      await server.api(`/api/businesses/${businessId}/branches`, { token: accountant })
    ).json()
    expect(branches.map((branch: { Name: string }) => branch.Name)).toEqual([
      'Toowoomba office',
      'Brisbane office',
    ])
  })

  it('when branches are searched, then a customer finds only their own business’s; an admin finds everyone’s', async () => {
    const other = await server.api('/api/businesses', {
      method: 'POST',
      token: stranger,
      json: { Name: 'Other Advisers', ABN: '53 004 085 616' },
    })
    expect(other.status).toBe(201)
    const byBusiness = await (
      await server.api('/api/businesses/branches?search=Downs', { token: accountant })
    ).json()
    expect(byBusiness.TotalItems).toBe(2)
    const byPostcode = await (
      await server.api('/api/businesses/branches?search=4000', { token: accountant })
    ).json()
    expect(byPostcode.Items.map((branch: { Name: string }) => branch.Name)).toEqual(['Brisbane office'])
    expect(
      (await (await server.api('/api/businesses/branches?search=Other', { token: accountant })).json())
        .TotalItems,
    ).toBe(0)
    expect((await (await server.api('/api/businesses/branches', { token: admin })).json()).TotalItems).toBe(3)
  })

  it('when someone outside the business asks for it, then it is a 404, as for an id that does not exist', async () => {
    expect((await server.api(`/api/businesses/${businessId}`, { token: stranger })).status).toBe(404)
    expect((await server.api(`/api/businesses/${businessId}/branches`, { token: stranger })).status).toBe(404)
    expect((await server.api(`/api/businesses/branches/${branchId}`, { token: stranger })).status).toBe(404)
    expect((await server.api('/api/businesses/999999', { token: admin })).status).toBe(404)
    expect((await server.api('/api/businesses/branches/999999', { token: admin })).status).toBe(404)
  })

  it('when the ABN is wrong or already registered, or fields are slipped in, then it is a 400 naming the field', async () => {
    const wrong = await server.api('/api/businesses', {
      method: 'POST',
      token: stranger,
      json: { Name: 'X', ABN: '51 824 753 557' },
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toHaveProperty('ABN')
    const taken = await server.api('/api/businesses', {
      method: 'POST',
      token: stranger,
      json: { Name: 'Copycat', ABN: '51824753556' },
    })
    expect(taken.status).toBe(400)
    expect((await taken.json()).ABN[0]).toMatch(/already registered/)
    const extra = await server.api('/api/businesses', {
      method: 'POST',
      token: stranger,
      json: { ...business, ABN: '33 051 775 556', Owner: 1 },
    })
    expect(extra.status).toBe(400)
    const branch = await server.api('/api/businesses', {
      method: 'POST',
      token: stranger,
      json: { ...business, ABN: '33 051 775 556', HeadOffice: { Name: 'X', Postcode: '43' } },
    })
    expect(await branch.json()).toHaveProperty(['HeadOffice.Postcode'])
  })

  it('when nobody is signed in, then every call is a 401', async () => {
    expect((await server.api('/api/businesses', { method: 'POST', json: business })).status).toBe(401)
    expect(
      (await (await server.api('/api/businesses', { method: 'POST', json: business })).json()).message,
    ).toBe('No credential available')
    expect((await server.api(`/api/businesses/${businessId}`)).status).toBe(401)
    expect((await server.api('/api/businesses/branches')).status).toBe(401)
    expect((await server.api('/api/users/me/business_branches')).status).toBe(401)
  })
})

describe('franchises (admin)', () => {
  it('when an admin makes a branch the head of a franchise, then the franchise names it and counts it as a member', async () => {
    const [branch] = (
      await server.payload.find({
        collection: 'business-branches',
        where: { name: { equals: 'Toowoomba office' } },
      })
    ).docs
    const created = await server.api('/api/admin/franchises', {
      method: 'POST',
      token: admin,
      json: { BusinessBranchId: branch!.id },
    })
    expect(created.status).toBe(201)
    const franchise = await created.json()
    expect(franchise).toMatchObject({
      Name: 'Downs Accounting',
      BusinessBranchId: branch!.id,
      BranchCount: 1,
    })
    expect(
      await (await server.api(`/api/admin/franchises/${franchise.FranchiseId}`, { token: admin })).json(),
    ).toEqual(franchise)
    expect(await (await server.api('/api/admin/franchises', { token: admin })).json()).toEqual([franchise])
    expect(
      (
        await server.api('/api/admin/franchises', {
          method: 'POST',
          token: admin,
          json: { BusinessBranchId: branch!.id },
        })
      ).status,
    ).toBe(409)
  })

  it('when the branch is missing or unknown, a customer asks, or nobody is signed in, then 400, 403, 401 and 404', async () => {
    expect(
      Object.keys(
        await (await server.api('/api/admin/franchises', { method: 'POST', token: admin, json: {} })).json(),
      ),
    ).toEqual(['BusinessBranchId'])
    expect(
      Object.keys(
        await (
          await server.api('/api/admin/franchises', {
            method: 'POST',
            token: admin,
            json: { BusinessBranchId: 999999 },
          })
        ).json(),
      ),
    ).toEqual(['BusinessBranchId'])
    expect((await server.api('/api/admin/franchises', { token: accountant })).status).toBe(403)
    expect(
      (
        await server.api('/api/admin/franchises', {
          method: 'POST',
          token: accountant,
          json: { BusinessBranchId: 1 },
        })
      ).status,
    ).toBe(403)
    expect((await server.api('/api/admin/franchises')).status).toBe(401)
    expect((await server.api('/api/admin/franchises/999999', { token: admin })).status).toBe(404)
  })
})
