/** SIGKILL mid-burst of orders and Stripe deliveries, then a restart on the same database. */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startFakeStripe } from '../support/fakeStripe.ts'
import { placeOrder, type PlacedOrder } from '../support/placeOrder.ts'
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts'
import { everything, readDatabase } from '../support/readDatabase.ts'
import { sqlCount } from '../support/sqlCount.ts'

const webhookSecret = 'whsec_crash_test'
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let server: ServerProcess | undefined

/** The same process environment each time: the database and data folder this file was given. */
const serverEnv = () => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: stripe.url,
  RATE_LIMIT_MULTIPLIER: '1000',
  // This test is the only process on its database, PostgreSQL included: a job left running is a crashed one.
  JOBS_INTERRUPTED_AFTER_SECONDS: '0',
})

beforeAll(async () => {
  stripe = await startFakeStripe(webhookSecret)
})
afterAll(async () => {
  await server?.stop()
  await stripe?.close()
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
})

type Event = { payload: string; signature: string }
const deliver = (url: string, event: Event) =>
  fetch(`${url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  })

type Email = { to: string; subject: string; messageId?: string | null }

/** E-mail jobs not yet done (neither sent nor given up), counted in the database the server writes. */
const unsentEmails = () =>
  sqlCount(
    "SELECT count(*) AS count FROM payload_jobs WHERE task_slug = 'sendEmail' AND completed_at IS NULL AND (has_error IS NULL OR has_error = FALSE)",
  )

it('when the server is killed mid-burst and restarted, then no acknowledged order is lost or doubled, every payment lands and every e-mail goes out once', async () => {
  server = await startServerProcess('tests/support/apiServer.ts', serverEnv())

  // Customers who will pay by card during the burst: their orders exist and their PaymentIntents are made.
  const paying: { order: PlacedOrder; event: Event }[] = []
  for (let n = 0; n < 12; n++) {
    const order = await placeOrder(server.url, { email: `payer${n}@example.com`, firstName: `Payer${n}` })
    const intent = await (
      await fetch(`${server.url}/api/payments/stripe/invoices/${order.invoiceId}/payment_intent`, {
        method: 'POST',
        headers: { authorization: `Bearer ${order.token}` },
      })
    ).json()
    paying.push({ order, event: stripe.succeed(intent.PaymentIntentId) })
  }

  // The burst: 40 new orders and the 12 payments at once; the process dies once a quarter of the orders are through.
  const acknowledged: PlacedOrder[] = []
  const paymentsAcknowledged = new Set<number>()
  let failed = 0
  const burst = [
    ...Array.from({ length: 40 }, (_, n) =>
      placeOrder(server!.url, {
        email: `burst${n}@example.com`,
        firstName: `Burst${n}`,
        address: `${n + 1} Carrowbrook Court, Kearneys Spring QLD 4350`,
      }).then(
        (order) => void acknowledged.push(order),
        () => void failed++,
      ),
    ),
    ...paying.map(({ order, event }, n) =>
      new Promise((resolve) => setTimeout(resolve, n * 15))
        .then(() => deliver(server!.url, event))
        .then(
          (response) => void (response.ok && paymentsAcknowledged.add(order.invoiceId)),
          () => undefined,
        ),
    ),
  ]
  while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 5))
  await server.kill()
  await Promise.all(burst)
  // The kill fell in the middle: some calls were answered, some were cut off.
  expect(acknowledged.length).toBeGreaterThanOrEqual(10)
  expect(failed).toBeGreaterThan(0)

  server = await startServerProcess('tests/support/apiServer.ts', serverEnv())
  // Stripe retries every delivery it did not see answered (and may repeat those it did): all are now taken.
  for (const { event } of paying) {
    const response = await deliver(server.url, event)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(['applied', 'duplicate']).toContain((await response.json()).outcome)
  }

  const deadline = Date.now() + 120_000
  while ((await unsentEmails()) > 0) {
    expect(Date.now(), 'queued e-mails were not all sent within two minutes').toBeLessThan(deadline)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  await server.stop()
  server = undefined

  // What the database holds, read through Payload as the restarted server would.
  const { valuations, invoices, emails, jobs } = await readDatabase(async (payload) => ({
    valuations: await everything(payload, 'valuations'),
    invoices: await everything(payload, 'invoices'),
    emails: (await everything(payload, 'outbox')) as Email[],
    jobs: (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendEmail' } },
        limit: 0,
        depth: 0,
      })
    ).docs,
  }))

  for (const order of [...acknowledged, ...paying.map((p) => p.order)]) {
    expect(
      valuations.filter(
        (v) => v.id === order.valuationId && v.invoice === order.invoiceId && v.snapshot === order.snapshotId,
      ),
    ).toHaveLength(1)
    expect(valuations.filter((v) => v.invoice === order.invoiceId)).toHaveLength(1)
    expect(invoices.filter((i) => i.number === order.invoiceNumber)).toHaveLength(1)
  }
  expect(new Set(invoices.map((i) => i.number)).size).toBe(invoices.length)
  expect(new Set(valuations.map((v) => v.reference)).size).toBe(valuations.length)

  for (const { order } of paying) {
    expect(invoices.find((i) => i.id === order.invoiceId)?.status).toBe('paid')
    expect(valuations.find((v) => v.id === order.valuationId)?.status).toBe('10')
    expect(emails.filter((e) => e.subject === `Payment received — ${order.reference}`)).toHaveLength(1)
  }
  expect(paymentsAcknowledged.size).toBeLessThanOrEqual(paying.length)

  // No job is left: Payload deletes finished ones, and the restart clears those the kill caught between
  // finishing and deleting.
  expect(jobs).toEqual([])
  expect(new Set(emails.map((e) => e.messageId)).size).toBe(emails.length)
  expect(new Set(emails.map((e) => `${e.to}|${e.subject}`)).size).toBe(emails.length)
  for (const order of acknowledged)
    expect(
      emails.filter((e) => e.subject.includes(order.reference) && e.subject.includes('received')),
    ).toHaveLength(1)
}, 300_000)
