import { ContactEmailAccepted, ContactEmailForm, CreateContactRequest, CreateContactResponse } from '@valuedesk/domain'

import { sessionCookie } from '../auth/auth.service.ts'
import { defineRoute } from '../http/route.ts'
import { receiveEnquiry } from './contacts.service.ts'
import { createGuestCustomer } from './guests.ts'

export const contactsRoutes = [
  defineRoute({
    method: 'post',
    path: '/contacts',
    summary: 'Creates the contact an order is for; anonymously it also opens a guest account, whose Token is returned when asked',
    tag: 'Contacts',
    access: 'anonymous',
    body: CreateContactRequest,
    response: CreateContactResponse,
    successStatus: 201,
    handler: async ({ payload, body, user, res }) => {
      const guest = user ? undefined : await createGuestCustomer(payload)
      const owner = user ?? guest!.user
      const contact = await payload.create({
        collection: 'contacts',
        overrideAccess: false,
        user: owner,
        data: { firstName: body.FirstName, lastName: body.LastName, email: body.Email, phone: body.Phone, businessName: body.BusinessName, customer: owner.id },
      })
      if (!guest || !body.RequestBearerToken) return { ContactId: contact.id }
      res.setHeader('Set-Cookie', sessionCookie(payload, guest.token))
      return { ContactId: contact.id, Token: guest.token }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/contacts/email',
    summary: 'The contact panel: keeps the enquiry and e-mails support (the message travels in BusinessName)',
    tag: 'Contacts',
    access: 'anonymous',
    body: ContactEmailForm,
    response: ContactEmailAccepted,
    successStatus: 201,
    handler: async ({ payload, body }) => {
      const enquiry = await receiveEnquiry(payload, body)
      return { EnquiryId: enquiry.id }
    },
  }),
]
