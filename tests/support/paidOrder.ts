import { placeOrder, type OrderOptions } from './placeOrder.ts'
import type { TestServer } from './testServer.ts'

type Order = Pick<OrderOptions, 'address' | 'email' | 'token' | 'property'> & { photo?: Buffer }

/**
 * A customer's order, through the API as the wizard places it, then paid (an admin records the bank
 * transfer): the valuation is Pending with its 72-hour clock running. With a `token`, that customer orders
 * again; without one, a guest does.
 */
export async function paidOrder(server: TestServer, { photo, ...order }: Order = {}) {
  const { token, valuationId, snapshotId, reference, contactId, invoiceId } = await placeOrder(
    server.url,
    order,
  )
  if (photo) {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg')
    const file = await (await server.api('/api/files', { method: 'POST', token, body })).json()
    await server.api(`/api/valuations/${valuationId}/images`, {
      method: 'PUT',
      token,
      json: { FileId: file.FileId, Slot: 'front' },
    })
  }
  await payByTransfer(server, invoiceId)
  return { token, valuationId, snapshotId, reference, contactId, invoiceId }
}

/** The invoice paid: an admin records its bank transfer. */
export async function payByTransfer(server: TestServer, invoiceId: number) {
  // Imported here, not at the top: a test file sets its environment (S3, Stripe) before the CMS first loads.
  const { recordPayment } = await import('@valuedesk/cms')
  await recordPayment(server.payload, null, invoiceId, { method: 'bank-transfer' })
}
