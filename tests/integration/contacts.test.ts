import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const form = {
  FirstName: 'Alex',
  LastName: 'Nguyen',
  Email: 'alex@example.com',
  Phone: '07 3000 0000',
  RequestBearerToken: false,
  BusinessName: 'Can you value a duplex in Wynnum?',
}

describe('POST /api/contacts/email', () => {
  it('when the form is sent anonymously, then the enquiry is kept and support is e-mailed through the Outbox', async () => {
    const response = await server.api('/api/contacts/email', { method: 'POST', json: form })
    expect(response.status).toBe(201)
    const { EnquiryId } = await response.json()
    const enquiry = await server.payload.findByID({ collection: 'enquiries', id: EnquiryId })
    expect(enquiry).toMatchObject({
      firstName: 'Alex',
      lastName: 'Nguyen',
      email: 'alex@example.com',
      message: form.BusinessName,
      status: 'new',
    })

    await server.payload.jobs.run()
    const { docs } = await server.payload.find({
      collection: 'outbox',
      where: { subject: { equals: 'Website enquiry from Alex Nguyen' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.to).toBe('support@valuedesk.com.au')
    expect(docs[0]!.text).toContain(form.BusinessName)
  })

  it('when support replies to the forwarded enquiry, then the reply goes to the customer', async () => {
    await server.api('/api/contacts/email', { method: 'POST', json: { ...form, FirstName: 'Ravi' } })
    await server.payload.jobs.run()
    const { docs } = await server.payload.find({
      collection: 'outbox',
      where: { subject: { equals: 'Website enquiry from Ravi Nguyen' } },
    })
    expect(docs[0]!.replyTo).toBe('alex@example.com')
  })

  it('when the e-mail is malformed, then it is a 400 naming Email and nothing is stored', async () => {
    const before = await server.payload.count({ collection: 'enquiries' })
    const response = await server.api('/api/contacts/email', {
      method: 'POST',
      json: { ...form, Email: 'alex@' },
    })
    expect(response.status).toBe(400)
    expect(Object.keys(await response.json())).toEqual(['Email'])
    expect(await server.payload.count({ collection: 'enquiries' })).toEqual(before)
  })

  it('when HTML is sent in the message, then the support e-mail shows it as text', async () => {
    await server.api('/api/contacts/email', {
      method: 'POST',
      json: { ...form, FirstName: 'Eve', BusinessName: '<script>alert(1)</script>' },
    })
    await server.payload.jobs.run()
    const { docs } = await server.payload.find({
      collection: 'outbox',
      where: { subject: { equals: 'Website enquiry from Eve Nguyen' } },
    })
    expect(docs[0]!.html).toContain('&lt;script&gt;')
    expect(docs[0]!.html).not.toContain('<script>')
  })

  it('when someone who is not an admin reads enquiries through Payload, then they are refused', async () => {
    await expect(
      server.payload.find({ collection: 'enquiries', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    // The first account always becomes an admin; the editor is the second.
    await server.payload.create({
      collection: 'users',
      data: { email: 'admin@example.com', password: 'admin-password', roles: ['admin'] },
    })
    const editor = await server.payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'editor-password', roles: ['editor'] },
    })
    await expect(
      server.payload.find({ collection: 'enquiries', overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
