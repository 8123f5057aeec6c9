import { z } from 'zod'

import { readAsCaller } from '@valuedesk/cms'
import {
  ContactEmailAccepted,
  ContactEmailForm,
  ContactGroup,
  ContactListQuery,
  ContactPatch,
  ContactResponse,
  CreateContactRequest,
  CreateContactResponse,
  IdParams,
  pageOf,
} from '@valuedesk/domain'

import { sessionCookie } from '../auth/auth.service.ts'
import { asCaller, callerOf, toPage } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { contactSearch, groupByFirm, toContactResponse } from './contacts.mapper.ts'
import { createContact, receiveEnquiry } from './contacts.service.ts'
import { createGuestCustomer } from './guests.ts'

export const contactsRoutes = [
  defineRoute({
    method: 'get',
    path: '/contacts',
    summary: 'Your contacts (admins: everyone’s), newest first; search matches names, e-mail and business',
    tag: 'Contacts',
    access: 'authenticated',
    query: ContactListQuery,
    response: pageOf(ContactResponse),
    handler: async ({ payload, user, query }) =>
      toPage(
        await payload.find({
          collection: 'contacts',
          where: contactSearch(query.search),
          sort: '-createdAt',
          page: query.page,
          limit: query.pageSize,
          ...asCaller(user),
        }),
        toContactResponse,
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/contacts/grouped',
    summary:
      'Your contacts grouped by business name (the most recent 1,000); people without a business come last',
    tag: 'Contacts',
    access: 'authenticated',
    response: z.array(ContactGroup),
    handler: async ({ payload, user }) =>
      groupByFirm(
        (await payload.find({ collection: 'contacts', sort: '-createdAt', limit: 1000, ...asCaller(user) }))
          .docs,
      ),
  }),
  defineRoute({
    method: 'patch',
    path: '/contacts/:id',
    summary: 'Changes one of your contacts',
    tag: 'Contacts',
    access: 'authenticated',
    params: IdParams,
    body: ContactPatch,
    response: ContactResponse,
    handler: async ({ payload, user, params, body }) => {
      const contact = await readAsCaller(payload, user, 'contacts', params.id, 0, {
        notFound: `No contact ${params.id} of yours.`,
      })
      const data = {
        firstName: body.FirstName,
        lastName: body.LastName,
        email: body.Email,
        phone: body.Phone,
        businessName: body.BusinessName,
      }
      return toContactResponse(
        await payload.update({ collection: 'contacts', id: contact.id, data, ...asCaller(user) }),
      )
    },
  }),
  defineRoute({
    method: 'post',
    path: '/contacts',
    summary:
      'Creates the contact an order is for; anonymously it also opens a guest account, whose Token is returned when asked',
    tag: 'Contacts',
    access: 'anonymous',
    errors: [403],
    rateLimit: { limit: 30, windowSeconds: 600 },
    body: CreateContactRequest,
    response: CreateContactResponse,
    successStatus: 201,
    handler: async ({ payload, body, user, res }) => {
      const guest = user ? undefined : await createGuestCustomer(payload)
      const owner = user ?? guest!.user
      const contact = await createContact(payload, owner, body)
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
    rateLimit: { limit: 5, windowSeconds: 600 },
    body: ContactEmailForm,
    response: ContactEmailAccepted,
    successStatus: 201,
    handler: async ({ payload, body, req, user }) => {
      const enquiry = await receiveEnquiry(payload, body, callerOf(req, user))
      return { EnquiryId: enquiry.id }
    },
  }),
]
