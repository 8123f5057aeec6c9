import type { Payload } from 'payload'

import { enquiryReceivedEmail, env, limitSends, queueEmail } from '@valuedesk/cms'
import type { ContactEmailForm } from '@valuedesk/domain'

type Enquiry = Required<Pick<ContactEmailForm, 'FirstName' | 'LastName' | 'Email' | 'Phone' | 'BusinessName'>>

/** Kept before support is told; never echoed to an address nobody has shown is the sender's. */
export async function receiveEnquiry(payload: Payload, form: Enquiry, caller: string) {
  await limitSends(payload, 'enquiry', { to: form.Email, field: 'Email', caller })
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
