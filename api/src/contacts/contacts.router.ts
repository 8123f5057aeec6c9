import { ContactEmailAccepted, ContactEmailForm } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { receiveEnquiry } from './contacts.service.ts'

export const contactsRoutes = [
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
