import type { AssessmentDetails, ContactDetails, PropertyDetails, PropertyStep } from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { sessionToken, storeSessionToken } from '../api/session.ts'
import type { PlacedOrder } from './draft.ts'

type Input = {
  property: PropertyStep
  assessment: AssessmentDetails
  details: PropertyDetails
  contact: ContactDetails
  photos: File[]
  practiceId: number | null
}

/**
 * Turns the wizard's answers into an order on the server, in the spec's calls: the contact (and a
 * session for a guest), the pre-valuation form, the property details, the invoice, the valuation,
 * then the photos. The server checks every rule again; its answer is the binding price.
 */
export async function placeOrder({
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

  const form = await post<{ SnapshotId: number }>('/api/valuation_form/create_prevaluation_form', {
    AddressDetails: property.AddressDetails,
    PropertyTypeSelection: property.PropertyTypeSelection,
    AssessmentDetails: assessment,
    Contact: { ContactId: created!.ContactId },
    StrataTitled: property.StrataTitled,
    Tenancies: property.Tenancies,
    EstimatedValue: property.EstimatedValue,
    SpecialUse: property.SpecialUse,
  })
  const snapshotId = form!.SnapshotId
  await post(`/api/valuation_form/${snapshotId}/save_property_details`, details)
  const invoice = await post<{
    InvoiceId: number
    Number: string
    TotalCents: number
    GstCents: number
    Description: string
  }>('/api/valuation_form/prepayment_process_submission', {
    SnapshotId: snapshotId,
    ContactId: created!.ContactId,
    ReportKind: assessment.ReportKind,
  })
  const valuation = await post<{ ValuationId: number; Reference: string }>('/api/valuation_form/valuations', {
    SnapshotId: snapshotId,
    Purpose: assessment.Purpose,
    InvoiceId: invoice!.InvoiceId,
    PracticeId: practiceId ?? undefined,
    RetrospectiveDate: assessment.ValuationBasis === 'retrospective' ? assessment.RetrospectiveDate : null,
  })
  for (const [index, photo] of photos.entries()) {
    const body = new FormData()
    body.append('file', photo, photo.name)
    const file = await apiRequest<{ FileId: number }>('/api/files', { method: 'POST', body, token })
    await apiRequest(`/api/valuations/${valuation!.ValuationId}/images`, {
      method: 'PUT',
      json: { FileId: file!.FileId, Slot: `photo-${index + 1}` },
      token,
    })
  }
  return {
    contactId: created!.ContactId,
    snapshotId,
    invoiceId: invoice!.InvoiceId,
    invoiceNumber: invoice!.Number,
    valuationId: valuation!.ValuationId,
    reference: valuation!.Reference,
    totalCents: invoice!.TotalCents,
    gstCents: invoice!.GstCents,
    description: invoice!.Description,
  }
}
