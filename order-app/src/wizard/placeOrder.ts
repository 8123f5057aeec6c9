import type { AssessmentDetails, PlacedOrderResponse, PropertyDetails, PropertyStep } from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { ensureSession } from '../api/ensureSession.ts'
import { contactFingerprint, type DraftContact, type DraftPhoto, type PlacedOrder } from './draft.ts'

type Input = {
  orderKey: string
  property: PropertyStep
  assessment: AssessmentDetails
  details: PropertyDetails
  contact: DraftContact
  photos: DraftPhoto[]
  practiceId: number | null
  savedContact?: { id: number | string; of: string }
  /** Told of the contact as soon as it exists, so a retry reuses it. */
  onContact: (saved: { id: number | string; of: string }) => void
}

/** The server checks every rule again; its answer is the binding price. */
export async function placeOrder(input: Input): Promise<PlacedOrder> {
  const token = await ensureSession()
  const of = contactFingerprint(input.contact)
  let contactId = input.savedContact?.of === of ? input.savedContact.id : undefined
  if (contactId === undefined) {
    const created = await apiRequest<{ ContactId: number }>('/api/contacts', {
      method: 'POST',
      token,
      json: { ...input.contact, RequestBearerToken: false },
    })
    contactId = created!.ContactId
    input.onContact({ id: contactId, of })
  }
  const placed = await apiRequest<PlacedOrderResponse>('/api/orders', {
    method: 'POST',
    token,
    json: {
      OrderKey: input.orderKey,
      ContactId: contactId,
      Property: input.property,
      Assessment: input.assessment,
      Details: input.details,
      PracticeId: input.practiceId ?? undefined,
      Photos: input.photos.map((photo) => ({ FileId: photo.fileId })),
    },
  })
  const { Invoice: invoice, OnAccount: onAccount, ...valuation } = placed!
  const order = {
    contactId,
    snapshotId: valuation.SnapshotId,
    valuationId: valuation.ValuationId,
    reference: valuation.Reference,
  }
  // A firm invoiced monthly: on its account, no invoice to pay now.
  if (!invoice)
    return {
      ...order,
      onAccountMonth: onAccount!.Month,
      totalCents: onAccount!.TotalCents,
      gstCents: onAccount!.GstCents,
      description: onAccount!.Description,
    }
  return {
    ...order,
    invoiceId: invoice.InvoiceId,
    invoiceNumber: invoice.Number,
    totalCents: invoice.TotalCents,
    gstCents: invoice.GstCents,
    description: invoice.Description,
  }
}
