/** An order as the wizard places it, through the API of the server at `url`. */
export type PlacedOrder = {
  token: string
  contactId: number
  snapshotId: number
  invoiceId: number
  invoiceNumber: string
  valuationId: number
  reference: string
}

/** What is valued and why: a house for SMSF reporting unless a test says otherwise. */
export type OrderedProperty = {
  classification: string
  type: string
  purpose: string
  reportKind: 'value' | 'rental' | 'both'
  /** The detail form of the class, and what the customer gave in it. */
  form: string
  details: Record<string, unknown>
}

const house: OrderedProperty = {
  classification: 'residential',
  type: 'house',
  purpose: 'smsf-reporting',
  reportKind: 'value',
  form: 'residential',
  details: { Bedrooms: 4, Bathrooms: 2, CarSpaces: 2, LandAreaM2: 752 },
}

export type OrderOptions = {
  address?: string
  /** The place id the address was chosen by (Google's, or the built-in index's "local:…"); none when typed. */
  placeId?: string
  property?: OrderedProperty
  email?: string
  firstName?: string
  token?: string
  /** Time the customer spends on a step before sending it, in ms (benchmarks: a customer filling in the form). */
  thinkMs?: () => number
  /** Told how long each call took to answer. */
  onAnswer?: (path: string, ms: number) => void
}

/** Thrown when one call of the order answers anything but a 2xx: which call, and what it said. */
export class OrderStepFailed extends Error {
  readonly status: number
  constructor(step: string, status: number, body: string) {
    super(`${step} answered ${status}: ${body.slice(0, 300)}`)
    this.status = status
  }
}

/**
 * A customer's order through the API, call by call as the wizard makes them: contact (a guest
 * account, unless `token` is a signed-in customer's), property and purpose, property details, tax
 * invoice, valuation. Unpaid; the customer then pays by card or bank transfer.
 */
export async function placeOrder(
  url: string,
  {
    address = '14 Carrowbrook Court, Kearneys Spring QLD 4350',
    placeId,
    email = 'maria@example.com',
    firstName = 'Maria',
    token: customer,
    property = house,
    thinkMs,
    onAnswer,
  }: OrderOptions = {},
): Promise<PlacedOrder> {
  let token = customer
  const post = async (path: string, json: unknown) => {
    if (thinkMs) await new Promise((resolve) => setTimeout(resolve, thinkMs()))
    const began = performance.now()
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(json),
    }).catch((error: Error) => {
      throw new OrderStepFailed(`POST ${path}`, 0, `no answer (${String(error.cause ?? error)})`)
    })
    if (response.status >= 300)
      throw new OrderStepFailed(`POST ${path}`, response.status, await response.text())
    const body = response.status === 204 ? undefined : await response.json()
    onAnswer?.(path, performance.now() - began)
    return body
  }
  const contact = await post('/api/contacts', {
    FirstName: firstName,
    LastName: 'Rossi',
    Email: email,
    Phone: '0412 345 678',
    RequestBearerToken: true,
  })
  token ??= contact.Token as string
  const form = await post('/api/valuation_form/create_prevaluation_form', {
    AddressDetails: {
      Address: address,
      Suburb: 'Kearneys Spring',
      State: 'QLD',
      Postcode: '4350',
      Latitude: -27.606,
      Longitude: 151.938,
      ...(placeId ? { PlaceId: placeId } : {}),
    },
    PropertyTypeSelection: { PropertyClassification: property.classification, PropertyType: property.type },
    Tenancies: 1,
    EstimatedValue: 845_000,
    AssessmentDetails: {
      Purpose: property.purpose,
      ...(property.purpose === 'smsf-reporting'
        ? {
            Fund: {
              Name: 'Rossi Family Super Fund',
              Trustee: 'Rossi Nominees Pty Ltd',
              Abn: '51 824 753 556',
            },
          }
        : {}),
    },
    Contact: { ContactId: contact.ContactId },
  })
  await post(`/api/valuation_form/${form.SnapshotId}/save_property_details`, {
    Form: property.form,
    Details: property.details,
  })
  const invoice = await post('/api/valuation_form/prepayment_process_submission', {
    SnapshotId: form.SnapshotId,
    ContactId: contact.ContactId,
    ReportKind: property.reportKind,
  })
  const valuation = await post('/api/valuation_form/valuations', {
    SnapshotId: form.SnapshotId,
    Purpose: property.purpose,
    InvoiceId: invoice.InvoiceId,
  })
  return {
    token: token!,
    contactId: contact.ContactId,
    snapshotId: form.SnapshotId,
    invoiceId: invoice.InvoiceId,
    invoiceNumber: invoice.Number,
    valuationId: valuation.ValuationId,
    reference: valuation.Reference,
  }
}
