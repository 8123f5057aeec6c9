import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emailsTo as emailsOf } from '../support/outbox.ts'
import { OrderStepFailed, placeOrder } from '../support/placeOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The limits as in production; the test client plays a load balancer, so each call can come from a client
// address of its own, as an attacker's many machines would (their per-address limits never apply).
process.env.RATE_LIMIT_MULTIPLIER = '1'
process.env.TRUST_PROXY = 'loopback'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  await server.signIn('admin@example.com', ['admin'])
  await server.payload.create({
    collection: 'users',
    data: { email: 'victim@example.com', password: 'the victim’s password', roles: ['customer'] },
  })
})
afterAll(() => server?.close())

let client = 0
/** A POST from a client address no call has used yet. */
const postAsNewClient = (path: string, json: unknown) =>
  server.api(path, { method: 'POST', json, headers: { 'x-forwarded-for': `203.0.113.${++client}` } })

const resetOnApi = (email: string) => postAsNewClient('/api/auth/reset_password/request', { Email: email })
const resetOnCmsApi = (email: string) => postAsNewClient('/cms-api/users/forgot-password', { email })

const emailsTo = (address: string) => emailsOf(server, address)

/** A refusal over a send limit: a 429 that says when to try again (within the hour) and which field it is about. */
async function expectSendLimit(response: Response, field: RegExp) {
  expect(response.status).toBe(429)
  const wait = Number(response.headers.get('retry-after'))
  expect(wait).toBeGreaterThan(3000)
  expect(wait).toBeLessThanOrEqual(3600)
  expect(JSON.stringify(await response.json())).toMatch(field)
}

describe('reset links: at most three an hour to one address, whoever asks and through whichever door', () => {
  it('when many clients ask /api for links to one account, then the fourth is a 429 naming Email and the account gets three e-mails', async () => {
    const statuses = []
    for (let n = 0; n < 3; n++) statuses.push((await resetOnApi('victim@example.com')).status)
    expect(statuses).toEqual([202, 202, 202])
    await expectSendLimit(await resetOnApi('victim@example.com'), /\(Email\).*try again in \d+ minutes/)
    expect(await emailsTo('victim@example.com')).toBe(3)
  })

  it('when the address has no account, then the answers are the same, and /cms-api counts against the same limit', async () => {
    const statuses = [
      (await resetOnApi('nobody@example.com')).status,
      (await resetOnCmsApi('nobody@example.com')).status,
      (await resetOnApi('nobody@example.com')).status,
    ]
    expect(statuses).toEqual([202, 200, 202])
    await expectSendLimit(await resetOnCmsApi('nobody@example.com'), /\(email\)/)
    await expectSendLimit(await resetOnApi('nobody@example.com'), /\(Email\)/)
  })
})

describe('sign-ups: at most three e-mails an hour to one address', () => {
  it('when many clients sign up one address, then the fourth is a 429 naming Email and the address gets three e-mails', async () => {
    const signUp = () =>
      postAsNewClient('/api/users/register', {
        Email: 'signed-up@example.com',
        Password: 'a long password',
        FirstName: 'Sig',
        LastName: 'Nup',
      })
    const statuses = []
    for (let n = 0; n < 3; n++) statuses.push((await signUp()).status)
    expect(statuses).toEqual([202, 202, 202])
    await expectSendLimit(await signUp(), /\(Email\)/)
    expect(await emailsTo('signed-up@example.com')).toBe(3)
  })
})

describe('a contact’s address, typed by whoever orders', () => {
  it('when a customer asks for the tax invoice again and again, then the sixth in an hour is a 429 and the contact gets five', async () => {
    const order = await placeOrder(server.url, { email: 'contact@example.com' })
    const emailInvoice = () =>
      server.api(`/api/invoices/${order.invoiceId}/export/email`, { token: order.token })
    for (let n = 0; n < 5; n++) expect((await emailInvoice()).status).toBe(200)
    await expectSendLimit(await emailInvoice(), /\(Email\)/)
    expect(await emailsTo('contact@example.com')).toBe(6)
  })

  it('when guests place order after order naming one contact address, then the eleventh in an hour is refused: no valuation, no e-mail', async () => {
    for (let n = 0; n < 10; n++) await placeOrder(server.url, { email: 'ordered-for@example.com' })
    const refused = await placeOrder(server.url, { email: 'ordered-for@example.com' }).catch(
      (error: OrderStepFailed) => error,
    )
    expect(refused).toBeInstanceOf(OrderStepFailed)
    expect((refused as OrderStepFailed).status).toBe(429)
    expect((refused as OrderStepFailed).message).toMatch(/contact’s Email/)
    expect(await emailsTo('ordered-for@example.com')).toBe(10)
    const valuations = await server.payload.count({
      collection: 'valuations',
      where: { 'contact.email': { equals: 'ordered-for@example.com' } },
    })
    expect(valuations.totalDocs).toBe(10)
  }, 120_000)
})

describe('enquiries: support’s answers to one address', () => {
  it('when many clients send enquiries naming one address, then the eleventh in an hour is a 429 naming Email, and ten are kept', async () => {
    const enquire = () =>
      postAsNewClient('/api/contacts/email', { Email: 'answer-me@example.com', BusinessName: 'Hello' })
    for (let n = 0; n < 10; n++) expect((await enquire()).status).toBe(201)
    await expectSendLimit(await enquire(), /\(Email\)/)
    const kept = await server.payload.count({
      collection: 'enquiries',
      where: { email: { equals: 'answer-me@example.com' } },
    })
    expect(kept.totalDocs).toBe(10)
  })
})

describe('the counts every process shares', () => {
  it('when sends are counted, then the table holds keyed hashes, not the addresses or the callers', async () => {
    const { docs } = await server.payload.find({ collection: 'email-sends', pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThan(20)
    const kept = JSON.stringify(docs)
    for (const address of [
      'victim@',
      'nobody@',
      'signed-up@',
      'contact@',
      'ordered-for@',
      'answer-me@',
      '203.0.113.',
    ])
      expect(kept).not.toContain(address)
  })
})
