/**
 * Two hundred customers order at the same moment, against the API in a process of its own: every
 * one is answered, and the database holds each order exactly once. (Figures: npm run bench:load.)
 */
import { rmSync } from 'node:fs'
import { afterAll, expect, it } from 'vitest'

import { orderBurst } from '../support/bursts.ts'
import { everything, readDatabase } from '../support/readDatabase.ts'
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts'

let server: ServerProcess | undefined
afterAll(async () => {
  await server?.stop()
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
})

it('when 200 customers order at once, then every order is accepted and stored exactly once', async () => {
  server = await startServerProcess('tests/support/apiServer.ts', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    RATE_LIMIT_MULTIPLIER: '1000',
  })
  const burst = await orderBurst(server.url, 200)
  expect(burst.failures).toEqual([])
  expect(burst.orders).toHaveLength(200)
  await server.stop()
  server = undefined

  const { valuations, invoices, snapshots, contacts, unsent, emails } = await readDatabase(
    async (payload) => {
      // The confirmations still queued when the server stopped go out now.
      for (let round = 0; round < 5; round++) await payload.jobs.run({ limit: 100 })
      return {
        valuations: await everything(payload, 'valuations'),
        invoices: await everything(payload, 'invoices'),
        snapshots: await everything(payload, 'property-snapshots'),
        contacts: await everything(payload, 'contacts'),
        unsent: (
          await payload.find({
            collection: 'payload-jobs',
            where: { taskSlug: { equals: 'sendEmail' } },
            limit: 5,
            depth: 0,
          })
        ).docs,
        emails: await everything(payload, 'outbox'),
      }
    },
  )

  expect(unsent.map((job) => ({ input: job.input, error: job.error }))).toEqual([])
  for (const collection of [valuations, invoices, snapshots, contacts]) expect(collection).toHaveLength(200)
  for (const order of burst.orders) {
    const valuation = valuations.find((v) => v.id === order.valuationId)
    expect(valuation).toMatchObject({
      invoice: order.invoiceId,
      snapshot: order.snapshotId,
      contact: order.contactId,
      reference: order.reference,
    })
    expect(invoices.find((i) => i.id === order.invoiceId)).toMatchObject({
      number: order.invoiceNumber,
      totalCents: 22000,
      status: 'unpaid',
    })
    expect(snapshots.find((s) => s.id === order.snapshotId)?.address).toMatch(/^\d+ Carrowbrook Court/)
  }
  expect(new Set(invoices.map((i) => i.number)).size).toBe(200)
  expect(new Set(snapshots.map((s) => s.address)).size).toBe(200)
  expect(emails).toHaveLength(200)
  for (const order of burst.orders)
    expect(emails.filter((e) => e.subject.startsWith(`Order ${order.reference} received`))).toHaveLength(1)
}, 300_000)
