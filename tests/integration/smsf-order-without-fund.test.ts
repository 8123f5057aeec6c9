import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fillReport } from '../support/fillReport.ts'
import { defaultPractice, licensedJane } from '../support/licensedValuer.ts'
import { attachmentOf, emailsAbout } from '../support/outbox.ts'
import { payByTransfer } from '../support/paidOrder.ts'
import { pdfText } from '../support/pdfFacts.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/** The spec's pre-valuation form and valuation bodies carry no fund. */
let server: TestServer
let customer: string
let admin: string
let jane: Awaited<ReturnType<typeof licensedJane>>
let valuationId: number
const email = 'lucia@example.com'
const rossi = { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' }

const call = async (path: string, token: string | undefined, json: unknown, method = 'POST') => {
  const response = await server.api(path, { method, token, json })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? undefined : response.json()
}
const complete = () =>
  server.api(`/api/valuations/${valuationId}/status`, {
    method: 'POST',
    token: jane.token,
    json: { Status: 50 },
  })
const giveFund = (token: string | undefined, fund: unknown = rossi) =>
  server.api(`/api/valuations/${valuationId}/fund`, { method: 'PUT', token, json: { Fund: fund } })

beforeAll(async () => {
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  jane = await licensedJane(server)
})
afterAll(() => server?.close())

describe('an SMSF valuation ordered through the spec’s calls, without a fund', () => {
  it('when the five calls carry the spec’s fields and no fund, then the order is taken and says the fund is needed', async () => {
    const person = {
      FirstName: 'Lucia',
      LastName: 'Rossi',
      Email: email,
      Phone: '0412 345 678',
      BusinessName: 'Rossi Family Super Fund',
    }
    // The spec's contact call, for the session a guest orders with.
    const contact = await call('/api/contacts', undefined, { ...person, RequestBearerToken: true })
    customer = contact.Token
    const property = {
      AddressDetails: { Address: '14 Carrowbrook Court, Kearneys Spring QLD 4350' },
      PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
    }
    const quote = await call('/api/valuation_form/property_details', customer, property)
    expect(quote.InScope).toBe(true)
    // 2. The pre-valuation form, exactly the spec's fields: AddressDetails.Address, AssessmentDetails, Contact,
    // PropertyTypeSelection.
    const form = await call('/api/valuation_form/create_prevaluation_form', customer, {
      ...property,
      AssessmentDetails: { CreateDate: '2026-12-07', Purpose: 'smsf-reporting', RetrospectiveDate: null },
      Contact: person,
    })
    expect(form.ContactId).toBe(contact.ContactId)
    const snapshot = await server.payload.findByID({ collection: 'property-snapshots', id: form.SnapshotId })
    expect(snapshot).toMatchObject({ state: 'QLD', postcode: '4350', tenancies: 1, estimatedValue: null })
    await call(`/api/valuation_form/${form.SnapshotId}/save_property_details`, customer, {
      Form: 'residential',
      Details: { Bedrooms: 4, Bathrooms: 2, CarSpaces: 2, LandAreaM2: 752 },
    })
    const invoice = await call('/api/valuation_form/prepayment_process_submission', customer, {
      SnapshotId: form.SnapshotId,
      ContactId: form.ContactId,
    })
    // 5. The valuation: the spec's body, exactly (the practice from the client's configuration).
    const practice = await defaultPractice(server)
    const valuation = await call('/api/valuation_form/valuations', customer, {
      SnapshotId: form.SnapshotId,
      Purpose: 'smsf-reporting',
      InvoiceId: invoice.InvoiceId,
      PracticeId: practice.id,
      RetrospectiveDate: null,
    })
    valuationId = valuation.ValuationId
    expect(valuation.Status).toBe(0)

    const order = await (await server.api(`/api/valuations/${valuationId}`, { token: customer })).json()
    expect(order).toMatchObject({ FundNeeded: true, Fund: null })
    const [confirmation] = await emailsAbout(server, email, 'received')
    expect(confirmation?.text).toContain('We still need the details of the self-managed super fund')
  })

  it('when it is paid, assigned and started without the fund, then each goes ahead; completing is refused naming the fund', async () => {
    await payByTransfer(server, (await valuationDoc()).invoice as number)
    await call(`/api/valuations/${valuationId}/valuer`, admin, { ValuerId: jane.record.id })
    await call(`/api/valuations/${valuationId}/status`, jane.token, { Status: 20 })
    const { ReportId } = await call('/api/reports/from_template', jane.token, {
      ValuationId: valuationId,
    })
    // Filled in, the report passes every rule but one: its checklist names the fund, as the valuer sees it.
    await expect(fillReport(server.url, jane.token, ReportId)).rejects.toThrow(
      /^The report does not pass every rule:\nInstructions[^\n]*Fund\.Name, Fund\.Trustee, Fund\.Abn[^\n]*$/,
    )

    const refused = await complete()
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toContain('Fund.Name, Fund.Trustee, Fund.Abn')
    expect(Number((await valuationDoc()).status)).toBe(20)
  })

  it('when someone other than its customer gives the fund, then they are refused and nothing changes', async () => {
    const other = (await server.signIn('sam@example.com', ['customer'])).token
    expect((await giveFund(other)).status).toBe(404)
    expect((await giveFund(jane.token)).status).toBe(403)
    expect((await giveFund(undefined)).status).toBe(401)
    expect((await valuationDoc()).fund?.name ?? null).toBeNull()
  })

  it('when the customer gives a fund with a bad ABN, then the 400 names the field and nothing is kept', async () => {
    const response = await giveFund(customer, { ...rossi, Abn: '12 345 678 901' })
    expect(response.status).toBe(400)
    expect(Object.keys(await response.json())).toEqual(['Fund.Abn'])
    expect((await valuationDoc()).fund?.name ?? null).toBeNull()
  })

  it('when the customer gives the fund, then the order names it and the report completes and is delivered', async () => {
    const response = await giveFund(customer)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      FundNeeded: false,
      Fund: { Name: rossi.Name, Trustee: rossi.Trustee, Abn: '51824753556' },
    })
    expect((await valuationDoc()).history?.map((entry) => entry.note)).toContainEqual(
      expect.stringContaining('The customer gave the fund: Rossi Family Super Fund'),
    )

    const completed = await complete()
    expect(completed.status).toBe(200)
    expect(Number((await valuationDoc()).status)).toBe(50)
    const [delivered] = await emailsAbout(server, email, 'Your valuation report')
    expect(delivered).toBeDefined()
    // The report names the fund the customer gave afterwards, as the order would have.
    expect(pdfText(await attachmentOf(server, delivered))).toMatch(
      /Rossi Family Super Fund.*51 824 753 556|51 824 753 556.*Rossi Family Super Fund/,
    )
    // Delivered: the fund it names is no longer changed here.
    expect((await giveFund(customer)).status).toBe(409)
  })
})

describe('the pre-valuation form’s contact, as the spec sends it', () => {
  const form = (Contact: unknown) =>
    server.api('/api/valuation_form/create_prevaluation_form', {
      method: 'POST',
      token: customer,
      json: {
        AddressDetails: { Address: '3 Kelly Street, Red Hill QLD 4059' },
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
        AssessmentDetails: { Purpose: 'smsf-reporting' },
        Contact,
      },
    })
  const person = { FirstName: 'Lucia', LastName: 'Rossi', Email: email, Phone: '0412 345 678' }

  it('when the same details are sent again, then they name the same contact; other details make another', async () => {
    const first = await (await form(person)).json()
    const again = await (await form(person)).json()
    expect(again.ContactId).toBe(first.ContactId)
    const other = await (await form({ ...person, Phone: '0499 000 111' })).json()
    expect(other.ContactId).not.toBe(first.ContactId)
    const kept = await server.payload.findByID({ collection: 'contacts', id: other.ContactId })
    expect(kept).toMatchObject({ firstName: 'Lucia', phone: '0499 000 111' })
  })

  it('when the contact is incomplete or invalid, then the 400 names the field and no snapshot is kept', async () => {
    const before = (await server.payload.count({ collection: 'property-snapshots' })).totalDocs
    const missing = await form({ FirstName: 'Lucia' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      'Contact.ContactId': ['Name one of your contacts, or give the FirstName, LastName, Email and Phone.'],
    })
    const badEmail = await form({ ...person, Email: 'lucia-at-example' })
    expect(badEmail.status).toBe(400)
    expect(Object.keys(await badEmail.json())).toEqual(['Contact.Email'])
    expect((await server.payload.count({ collection: 'property-snapshots' })).totalDocs).toBe(before)
  })
})

const valuationDoc = () =>
  server.payload.findByID({ collection: 'valuations', id: valuationId, depth: 0, overrideAccess: true })
