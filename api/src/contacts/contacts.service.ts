import type { Payload } from 'payload'

import { enquiryReceivedEmail, env, queueEmail } from '@valuedesk/cms'
import type { ContactEmailForm } from '@valuedesk/domain'

type Enquiry = Required<Pick<ContactEmailForm, 'FirstName' | 'LastName' | 'Email' | 'Phone' | 'BusinessName'>>

/** Keeps the enquiry first (nothing sent is lost), then tells support by e-mail. */
export async function receiveEnquiry(payload: Payload, form: Enquiry) {
  const enquiry = await payload.create({
    collection: 'enquiries',
    overrideAccess: false,
    data: {
      firstName: form.FirstName,
      lastName: form.LastName,
      email: form.Email,
      phone: form.Phone,
      message: form.BusinessName,
    },
  })
  await queueEmail(payload, { to: env.SUPPORT_EMAIL, ...enquiryReceivedEmail(enquiry) })
  return enquiry
}
