import { fillReport } from './fillReport.ts'
import { licensedJane } from './licensedValuer.ts'
import { paidOrder } from './paidOrder.ts'
import type { OrderedProperty } from './placeOrder.ts'
import type { TestServer } from './testServer.ts'

/** The slots of a full set of a property's photos, as a customer fills them. */
export const photoSlots = [
  'front',
  'rear',
  'street_view',
  'kitchen',
  'living_room',
  'dining',
  'bedroom_1',
  'bedroom_2',
  'bathroom',
  'laundry',
  'garage',
  'backyard',
] as const

/**
 * A paid order (a guest's, or `customer`'s) with the customer's photos (one per slot, in order), assigned to a
 * licensed valuer who has started it and filled its report so it is ready to complete: the admin's and the
 * valuer's tokens, the order, the report, the call that completes it, and what the report, the customer's order
 * and the history say.
 */
export async function reportToComplete(
  server: TestServer,
  photos: Buffer[] = [],
  property?: OrderedProperty,
  /** A signed-in customer who orders (a guest orders when none). */
  customer?: { token: string; email: string },
) {
  const admin = (await server.signIn('admin@example.com', ['admin'])).token
  const jane = await licensedJane(server)
  const order = await paidOrder(server, {
    email: customer?.email ?? 'maria@example.com',
    token: customer?.token,
    property,
  })
  const call = async (
    path: string,
    token: string,
    init: { json?: unknown; body?: FormData; method?: string },
  ) => {
    const response = await server.api(path, { method: 'POST', token, ...init })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.status === 204 ? undefined : response.json()
  }
  for (const [index, photo] of photos.entries()) {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(photo)]), `IMG_${1000 + index}.jpg`)
    const file = await call('/api/files', order.token, { body })
    await call(`/api/valuations/${order.valuationId}/images`, order.token, {
      method: 'PUT',
      json: { FileId: file.FileId, Slot: photoSlots[index] },
    })
  }
  await call(`/api/valuations/${order.valuationId}/valuer`, admin, { json: { ValuerId: jane.record.id } })
  await call(`/api/valuations/${order.valuationId}/status`, jane.token, { json: { Status: 20 } })
  const { ReportId: reportId } = await call('/api/reports/from_template', jane.token, {
    json: { ValuationId: order.valuationId },
  })
  await fillReport(server.url, jane.token, reportId)
  const complete = () =>
    server.api(`/api/valuations/${order.valuationId}/status`, {
      method: 'POST',
      token: jane.token,
      json: { Status: 50 },
    })
  const report = () => server.payload.findByID({ collection: 'reports', id: reportId as number, depth: 0 })
  const orderView = async () =>
    (await server.api(`/api/valuations/${order.valuationId}`, { token: order.token })).json()
  const historyNotes = async () =>
    (
      await server.payload.findByID({ collection: 'valuations', id: order.valuationId, depth: 0 })
    ).history?.map((entry) => entry.note ?? '') ?? []
  return {
    admin,
    valuer: jane.token,
    order,
    reportId: reportId as number,
    /** Jane's record in the practice: her licences and signature. */
    janeRecordId: jane.record.id,
    complete,
    report,
    orderView,
    historyNotes,
  }
}
