/** A firm's own Xero, faked at the network edge by tests/support/fakeXero.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeXero, type FakeXero } from '../support/fakeXero.ts'
import { placeOrder, type PlacedOrder } from '../support/placeOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let xero: FakeXero
let server: TestServer
let anna: string
let bella: string
let admin: string
let firmA: number
let firmB: number
let ordersA: PlacedOrder[]
let orderB: PlacedOrder

const register = async (token: string, Name: string, ABN: string) => {
  const response = await server.api('/api/businesses', { method: 'POST', token, json: { Name, ABN } })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()).BusinessId as number
}

/** A member's whole trip: start at /account/firm, allow at Xero, come back to our callback; where it lands. */
async function connect(token: string, firm: number) {
  const started = await server.api(`/api/businesses/${firm}/xero/authorization`, { method: 'POST', token })
  expect(started.status, await started.clone().text()).toBe(200)
  const { AuthorizeUrl } = (await started.json()) as { AuthorizeUrl: string }
  const atXero = await fetch(AuthorizeUrl, { redirect: 'manual' })
  expect(atXero.status).toBe(302)
  const back = new URL(atXero.headers.get('location')!)
  expect(back.pathname).toBe('/api/xero/callback')
  // The browser keeps the state cookie for our callback path, and sends it back there.
  const cookie = started.headers.get('set-cookie')!
  expect(cookie).toMatch(/^vd-xero-state=.*HttpOnly/i)
  browser = cookie.split(';')[0]!
  return { AuthorizeUrl, callback: `${back.pathname}${back.search}` }
}

/** The member's browser: the state cookie it was given when it last started connecting. */
let browser = ''
const follow = (callback: string, token?: string, cookie = browser) =>
  server.api(callback, { token, redirect: 'manual', headers: cookie ? { cookie } : {} })

const exportAs = (token: string, firm: number, json: unknown = {}) =>
  server.api(`/api/businesses/${firm}/invoices/export/xero`, { method: 'POST', token, json })

const invoicePuts = () => xero.requests.filter((request) => request.path === '/api.xro/2.0/Invoices')
const refreshes = () =>
  xero.requests.filter(
    (request) =>
      request.path === '/connect/token' &&
      (request.body as { grant_type?: string }).grant_type === 'refresh_token',
  )

beforeAll(async () => {
  xero = await startFakeXero()
  Object.assign(process.env, xero.env)
  server = await startTestServer({ cmsRest: true })
  admin = (await server.signIn('first-admin@example.com', ['admin'])).token
  anna = (
    await server.signIn('anna@firm-a.example', ['customer'], { firstName: 'Anna', lastName: 'Accountant' })
  ).token
  bella = (
    await server.signIn('bella@firm-b.example', ['customer'], { firstName: 'Bella', lastName: 'Books' })
  ).token
  firmA = await register(anna, 'Alpha Accounting Pty Ltd', '51 824 753 556')
  firmB = await register(bella, 'Beta Super Services Pty Ltd', '53 004 085 616')
  ordersA = [
    await placeOrder(server.url, { token: anna, email: 'anna@firm-a.example' }),
    await placeOrder(server.url, {
      token: anna,
      email: 'anna@firm-a.example',
      address: '3 Alpha Road, Kearneys Spring QLD 4350',
    }),
  ]
  orderB = await placeOrder(server.url, {
    token: bella,
    email: 'bella@firm-b.example',
    address: '9 Beta Street, Kearneys Spring QLD 4350',
  })
}, 180_000)
afterAll(async () => {
  await server?.close()
  await xero?.close()
})

describe('connecting a firm’s Xero', () => {
  it('when the firm has not connected, then the page is told Xero is configured but not connected, and exporting is a 409', async () => {
    const status = await server.api(`/api/businesses/${firmA}/xero`, { token: anna })
    expect(await status.json()).toEqual({
      Configured: true,
      Connected: false,
      OrganisationName: null,
      ConnectedAt: null,
      ConnectedBy: null,
    })
    const exported = await exportAs(anna, firmA)
    expect(exported.status).toBe(409)
    expect((await exported.json()).message).toMatch(/connect/i)
  })

  it('when another firm’s member starts connecting it, then it is a 404 and nothing is pending', async () => {
    const response = await server.api(`/api/businesses/${firmA}/xero/authorization`, {
      method: 'POST',
      token: bella,
    })
    expect(response.status).toBe(404)
  })

  it('when a member starts, then Xero is asked for the accounting scopes with our redirect address and a state', async () => {
    const { AuthorizeUrl } = await connect(anna, firmA)
    const asked = new URL(AuthorizeUrl)
    expect(asked.searchParams.get('response_type')).toBe('code')
    expect(asked.searchParams.get('client_id')).toBe(xero.env.XERO_CLIENT_ID)
    expect(asked.searchParams.get('scope')).toBe('offline_access accounting.transactions accounting.contacts')
    expect(asked.searchParams.get('redirect_uri')).toMatch(/\/api\/xero\/callback$/)
    expect(asked.searchParams.get('state')).toMatch(new RegExp(`^${firmA}\\.[\\w-]{20,}$`))
  })

  it('when another member comes back with the state someone else started, then it is refused and the firm stays unconnected', async () => {
    const { callback } = await connect(anna, firmA)
    const response = await follow(callback, bella)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/xero=failed/)
    expect(
      (await (await server.api(`/api/businesses/${firmA}/xero`, { token: anna })).json()).Connected,
    ).toBe(false)
  })

  it('when the return from Xero arrives in another browser (no state cookie, or another’s), then it is a 400 naming state, and the member can still finish', async () => {
    const { callback } = await connect(anna, firmA)
    const mine = browser
    for (const cookie of ['', `vd-xero-state=${firmA}.someone-elses-state`]) {
      const elsewhere = await follow(callback, undefined, cookie)
      expect(elsewhere.status).toBe(400)
      expect(Object.keys(await elsewhere.json())).toEqual(['state'])
    }
    const back = await follow(callback, undefined, mine)
    expect(back.headers.get('location')).toBe('/account/firm?xero=connected')
    await server.api(`/api/businesses/${firmA}/xero`, { method: 'DELETE', token: anna })
  })

  it('when the member comes back from Xero, then the firm is connected to their organisation, and the state cannot be used again', async () => {
    const { callback } = await connect(anna, firmA)
    const back = await follow(callback)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/account/firm?xero=connected')
    const status = await (await server.api(`/api/businesses/${firmA}/xero`, { token: anna })).json()
    expect(status).toMatchObject({
      Configured: true,
      Connected: true,
      OrganisationName: xero.tenant.tenantName,
      ConnectedBy: 'Anna Accountant',
    })
    const again = await follow(callback)
    expect(again.status).toBe(400)
    expect(Object.keys(await again.json())).toEqual(['state'])
  })

  it('when the member declines at Xero, then the page is told so and the connection stays as it was', async () => {
    const { callback } = await connect(anna, firmA)
    const state = new URL(callback, server.url).searchParams.get('state')!
    const back = await follow(`/api/xero/callback?error=access_denied&state=${encodeURIComponent(state)}`)
    expect(back.headers.get('location')).toBe('/account/firm?xero=denied')
    expect(await (await server.api(`/api/businesses/${firmA}/xero`, { token: anna })).json()).toMatchObject({
      Connected: true,
      OrganisationName: xero.tenant.tenantName,
    })
  })

  it('when a state was never issued, then the callback is a 400 naming state', async () => {
    const response = await follow(`/api/xero/callback?code=x&state=${firmA}.not-a-real-state-at-all`)
    expect(response.status).toBe(400)
    expect(Object.keys(await response.json())).toEqual(['state'])
  })

  it('the refresh token is stored sealed (AES-GCM), not as Xero issued it, and no door reads it', async () => {
    const stored = await server.payload.findByID({
      collection: 'businesses',
      id: firmA,
      overrideAccess: true,
    })
    const sealed = stored.xero?.refreshToken ?? ''
    expect(sealed).toMatch(/^v1\./)
    for (const token of xero.refreshTokens) expect(sealed).not.toContain(token)

    const api = await (await server.api(`/api/businesses/${firmA}`, { token: anna })).text()
    expect(api).not.toMatch(/refresh|v1\./i)
    // The admin's door (REST) reads the organisation, never the token or the pending state.
    const rest = await server.api(`/cms-api/businesses/${firmA}`, { token: admin })
    expect(rest.status).toBe(200)
    const restBody = (await rest.json()) as { xero: Record<string, unknown> }
    expect(restBody.xero.tenantName).toBe(xero.tenant.tenantName)
    expect(Object.keys(restBody.xero)).not.toEqual(expect.arrayContaining(['refreshToken']))
    expect(JSON.stringify(restBody)).not.toContain(sealed)
    // A member of the firm has no door to the CMS at all.
    expect((await server.api(`/cms-api/businesses/${firmA}`, { token: anna })).status).toBeGreaterThanOrEqual(
      401,
    )
  })

  it('nobody writes the connection through a door, not even an admin', async () => {
    const response = await server.api(`/cms-api/businesses/${firmA}`, {
      method: 'PATCH',
      token: admin,
      json: { xero: { tenantId: 'someone-else', refreshToken: 'v1.x.y.z' } },
    })
    const stored = await server.payload.findByID({
      collection: 'businesses',
      id: firmA,
      overrideAccess: true,
    })
    expect(response.status, await response.text()).toBe(200)
    expect(stored.xero?.tenantId).toBe(xero.tenant.tenantId)
  })
})

describe('sending the firm’s invoices to Xero', () => {
  it('when another firm’s member exports or disconnects the firm, then it is a 404 and nothing reaches Xero', async () => {
    const before = xero.requests.length
    expect((await exportAs(bella, firmA)).status).toBe(404)
    expect(
      (await server.api(`/api/businesses/${firmA}/xero`, { method: 'DELETE', token: bella })).status,
    ).toBe(404)
    expect((await server.api(`/api/businesses/${firmA}/xero`, { token: bella })).status).toBe(404)
    expect((await exportAs(anna, firmB)).status).toBe(404)
    expect(
      (await server.api(`/api/businesses/${firmB}/xero/authorization`, { method: 'POST', token: anna }))
        .status,
    ).toBe(404)
    expect(xero.requests.length).toBe(before)
  })

  it('when a member exports, then each issued invoice becomes one bill from us with its lines, GST inclusive, after a token refresh', async () => {
    const response = await exportAs(anna, firmA)
    expect(response.status, await response.clone().text()).toBe(200)
    const result = await response.json()
    expect(result).toMatchObject({ Sent: 2, AlreadyInXero: 0 })
    expect(refreshes()).toHaveLength(1)
    const puts = invoicePuts()
    expect(puts).toHaveLength(2)
    for (const put of puts) {
      expect(put.method).toBe('PUT')
      expect(put.headers['xero-tenant-id']).toBe(xero.tenant.tenantId)
      expect(put.headers['idempotency-key']).toMatch(/^valuedesk-/)
    }
    const settings = await server.payload.findGlobal({ slug: 'site-settings' })
    const numbers = ordersA.map((order) => order.invoiceNumber)
    expect(xero.bills.map((bill) => bill.InvoiceNumber)).toEqual(numbers)
    for (const [index, bill] of xero.bills.entries()) {
      const invoice = await server.payload.findByID({ collection: 'invoices', id: ordersA[index]!.invoiceId })
      expect(bill).toMatchObject({
        Type: 'ACCPAY',
        Contact: { Name: settings.companyName, TaxNumber: settings.abn.replace(/\s/g, '') },
        Reference: `Order ${ordersA[index]!.reference}`,
        LineAmountTypes: 'Inclusive',
      })
      const lines = bill.LineItems as {
        Description: string
        UnitAmount: number
        LineAmount: number
        TaxType: string
      }[]
      expect(lines).toHaveLength(invoice.lines!.length)
      expect(lines[0]!.LineAmount).toBe(invoice.totalCents / 100)
      expect(lines[0]!.TaxType).toBe('INPUT')
      expect(lines[0]!.Description).toContain(index === 0 ? '14 Carrowbrook Court' : '3 Alpha Road')
      expect(invoice.xero?.invoiceId).toBe(bill.InvoiceID)
      expect(invoice.xero?.sentAt).toBeTruthy()
    }
    expect(xero.bills.map((bill) => bill.InvoiceNumber)).not.toContain(orderB.invoiceNumber)
  })

  it('when the refresh token is used, then Xero’s rotated one is kept and the old one is no longer held', async () => {
    const stored = await server.payload.findByID({
      collection: 'businesses',
      id: firmA,
      overrideAccess: true,
    })
    const { openRefreshToken } = await import('@valuedesk/cms')
    expect(xero.refreshTokens.has(openRefreshToken(stored)!)).toBe(true)
  })

  it('when a member exports again, then nothing is sent twice and the answer says they are already in Xero', async () => {
    const puts = invoicePuts().length
    const response = await exportAs(anna, firmA)
    expect(await response.json()).toMatchObject({ Sent: 0, AlreadyInXero: 2 })
    expect(invoicePuts()).toHaveLength(puts)
    const one = await exportAs(anna, firmA, { InvoiceId: ordersA[0]!.invoiceId })
    expect(await one.json()).toMatchObject({ Sent: 0, AlreadyInXero: 1 })
    expect(invoicePuts()).toHaveLength(puts)
  })

  it('when a member names an invoice not of their firm, or nonsense, then a 400 names InvoiceId', async () => {
    for (const InvoiceId of [orderB.invoiceId, 'nope', 99_999_999])
      expect(Object.keys(await (await exportAs(anna, firmA, { InvoiceId })).json())).toEqual(['InvoiceId'])
    expect((await exportAs(anna, firmA, { Invoice: 1 })).status).toBe(400)
  })
})

describe('when Xero refuses', () => {
  let third: PlacedOrder
  beforeAll(async () => {
    third = await placeOrder(server.url, {
      token: anna,
      email: 'anna@firm-a.example',
      address: '5 Gamma Place, Kearneys Spring QLD 4350',
    })
  }, 60_000)

  const sentOf = async () =>
    (await server.payload.findByID({ collection: 'invoices', id: third.invoiceId })).xero?.invoiceId ?? null

  it('a validation error is a 422 with Xero’s reason, and the invoice is not marked sent', async () => {
    xero.failNext(400)
    const response = await exportAs(anna, firmA)
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.message).toContain('Account code must be specified')
    expect(body.details).toEqual({ [third.invoiceNumber]: ['Account code must be specified'] })
    expect(await sentOf()).toBeNull()
  })

  it('a rate limit is a 429 saying when to try again, and the invoice is not marked sent', async () => {
    xero.failNext(429)
    const response = await exportAs(anna, firmA)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect((await response.json()).message).toMatch(/42 seconds/)
    expect(await sentOf()).toBeNull()
  })

  it('once Xero takes it, the invoice is sent once', async () => {
    const response = await exportAs(anna, firmA)
    expect(await response.json()).toMatchObject({ Sent: 1, AlreadyInXero: 2 })
    expect(await sentOf()).toBeTruthy()
  })

  it('a connection revoked in Xero is a 409 asking to connect again, and the firm shows as not connected', async () => {
    xero.revoke()
    const fourth = await placeOrder(server.url, {
      token: anna,
      email: 'anna@firm-a.example',
      address: '8 Delta Way, Kearneys Spring QLD 4350',
    })
    const response = await exportAs(anna, firmA)
    expect(response.status).toBe(409)
    expect((await response.json()).message).toMatch(/connect Xero again/)
    expect(
      (await (await server.api(`/api/businesses/${firmA}/xero`, { token: anna })).json()).Connected,
    ).toBe(false)
    expect(
      (await server.payload.findByID({ collection: 'invoices', id: fourth.invoiceId })).xero?.invoiceId ??
        null,
    ).toBeNull()
  }, 60_000)
})

describe('disconnecting', () => {
  it('when a member disconnects, then the organisation and its tokens are forgotten', async () => {
    await (await follow((await connect(anna, firmA)).callback)).text()
    const response = await server.api(`/api/businesses/${firmA}/xero`, { method: 'DELETE', token: anna })
    expect(response.status).toBe(204)
    const stored = await server.payload.findByID({
      collection: 'businesses',
      id: firmA,
      overrideAccess: true,
    })
    expect(stored.xero?.refreshToken ?? null).toBeNull()
    expect(stored.xero?.tenantId ?? null).toBeNull()
    expect(
      (await (await server.api(`/api/businesses/${firmA}/xero`, { token: anna })).json()).Connected,
    ).toBe(false)
  })
})
