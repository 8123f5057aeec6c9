import type {
  AssessmentDetails,
  ContactDetails,
  PlacedOrderResponse,
  PropertyDetails,
  PropertyStep,
} from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { sessionToken, storeSessionToken } from '../api/session.ts'
import type { PlacedOrder } from './draft.ts'

type Input = {
  orderKey: string
  property: PropertyStep
  assessment: AssessmentDetails
  details: PropertyDetails
  contact: ContactDetails
  photos: File[]
  practiceId: number | null
}

/**
 * Turns the wizard's answers into an order on the server: the contact (and a session for a guest), then the
 * whole order in one idempotent call (POST /api/orders, named by `orderKey`), then the photos. The server
 * checks every rule again; its answer is the binding price.
 */
export async function placeOrder({
  orderKey,
  property,
  assessment,
  details,
  contact,
  photos,
  practiceId,
}: Input): Promise<PlacedOrder> {
  const existing = sessionToken()
  const signedIn = existing
    ? await apiRequest('/api/users/me', { token: existing }).then(
        () => true,
        () => false,
      )
    : false
  const created = await apiRequest<{ ContactId: number; Token?: string }>('/api/contacts', {
    method: 'POST',
    token: signedIn ? existing : null,
    json: {
      FirstName: contact.FirstName,
      LastName: contact.LastName,
      Email: contact.Email,
      Phone: contact.Phone,
      BusinessName: contact.BusinessName,
      RequestBearerToken: !signedIn,
    },
  })
  if (created!.Token) storeSessionToken(created!.Token)
  const token = sessionToken()
  const post = <T>(path: string, json: unknown) => apiRequest<T>(path, { method: 'POST', json, token })

  const placed = await post<PlacedOrderResponse>('/api/orders', {
    OrderKey: orderKey,
    ContactId: created!.ContactId,
    Property: property,
    Assessment: assessment,
    Details: details,
    PracticeId: practiceId ?? undefined,
  })
  const { Invoice: invoice, ...valuation } = placed!
  for (const [index, photo] of photos.entries()) {
    const body = new FormData()
    body.append('file', photo, photo.name)
    const file = await apiRequest<{ FileId: number }>('/api/files', { method: 'POST', body, token })
    await apiRequest(`/api/valuations/${valuation.ValuationId}/images`, {
      method: 'PUT',
      json: { FileId: file!.FileId, Slot: `photo-${index + 1}` },
      token,
    })
  }
  return {
    contactId: created!.ContactId,
    snapshotId: valuation.SnapshotId,
    invoiceId: invoice.InvoiceId,
    invoiceNumber: invoice.Number,
    valuationId: valuation.ValuationId,
    reference: valuation.Reference,
    totalCents: invoice.TotalCents,
    gstCents: invoice.GstCents,
    description: invoice.Description,
  }
}
