import type { Payload } from 'payload'

import { enquiryReceivedEmail, env, limitSends, queueEmail, type User } from '@valuedesk/cms'
import type { ContactDetails, ContactEmailForm } from '@valuedesk/domain'

type NewContact = Pick<ContactDetails, 'FirstName' | 'LastName' | 'Email' | 'Phone' | 'BusinessName'>

/** A contact of `owner`'s, made by them (Payload's access decides), from the spec's contact fields. */
export const createContact = (payload: Payload, owner: User, contact: NewContact) =>
  payload.create({
    collection: 'contacts',
    overrideAccess: false,
    user: owner,
    data: {
      firstName: contact.FirstName,
      lastName: contact.LastName,
      email: contact.Email,
      phone: contact.Phone,
      businessName: contact.BusinessName,
      customer: owner.id,
    },
  })

/** The caller's contact with exactly these details (the same form sent again), or a new one: nothing sent is lost. */
export async function contactWith(payload: Payload, caller: User, contact: NewContact) {
  const { docs } = await payload.find({
    collection: 'contacts',
    overrideAccess: false,
    user: caller,
    where: {
      and: [
        { customer: { equals: caller.id } },
        { email: { equals: contact.Email } },
        { firstName: { equals: contact.FirstName } },
        { lastName: { equals: contact.LastName } },
        { phone: { equals: contact.Phone } },
        { businessName: { equals: contact.BusinessName } },
      ],
    },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? createContact(payload, caller, contact)
}

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
