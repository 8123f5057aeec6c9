import { expect } from 'vitest'

import type { TestServer } from './testServer.ts'

type Order = { address?: string; email?: string; photo?: Buffer; token?: string }

/**
 * A customer's order, through the API as the wizard places it, then paid (an admin records the bank
 * transfer): the valuation is Pending with its 72-hour clock running. With a `token`, that customer orders
 * again; without one, a guest does.
 */
export async function paidOrder(server: TestServer, { address = '14 Carrowbrook Court, Kearneys Spring QLD 4350', email = 'maria@example.com', photo, token: customer }: Order = {}) {
  const contact = await (await server.api('/api/contacts', { method: 'POST', token: customer, json: { FirstName: 'Maria', LastName: 'Rossi', Email: email, Phone: '0412 345 678', RequestBearerToken: true } })).json()
  const token = customer ?? (contact.Token as string)
  const post = async (path: string, json: unknown) => {
    const response = await server.api(path, { method: 'POST', token, json })
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    return response.status === 204 ? undefined : response.json()
  }
  const form = await post('/api/valuation_form/create_prevaluation_form', {
    AddressDetails: { Address: address, Suburb: 'Kearneys Spring', State: 'QLD', Postcode: '4350', Latitude: -27.606, Longitude: 151.938 },
    PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
    Tenancies: 1,
    EstimatedValue: 845_000,
    AssessmentDetails: { Purpose: 'smsf-reporting' },
    Contact: { ContactId: contact.ContactId },
  })
  await post(`/api/valuation_form/${form.SnapshotId}/save_property_details`, { Form: 'residential', Details: { Bedrooms: 4, Bathrooms: 2, CarSpaces: 2, LandAreaM2: 752 } })
  const invoice = await post('/api/valuation_form/prepayment_process_submission', { SnapshotId: form.SnapshotId, ContactId: contact.ContactId })
  const valuation = await post('/api/valuation_form/valuations', { SnapshotId: form.SnapshotId, Purpose: 'smsf-reporting', InvoiceId: invoice.InvoiceId })
  if (photo) {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg')
    const file = await (await server.api('/api/files', { method: 'POST', token, body })).json()
    await server.api(`/api/valuations/${valuation.ValuationId}/images`, { method: 'PUT', token, json: { FileId: file.FileId, Slot: 'front' } })
  }
  await server.payload.update({ collection: 'invoices', id: invoice.InvoiceId, data: { status: 'paid', paymentMethod: 'bank-transfer' } })
  return { token, valuationId: valuation.ValuationId as number, snapshotId: form.SnapshotId as number, reference: valuation.Reference as string, contactId: contact.ContactId as number, invoiceId: invoice.InvoiceId as number }
}
