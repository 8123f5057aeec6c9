import { valuationStatuses } from '@valuedesk/domain'

import { personas, type Persona, type World } from './world.ts'

/** What one persona's call is: a path (with query), and a JSON or multipart body. */
export type Call = { path: string; json?: unknown; form?: FormData }

/**
 * Who gets through a call: `allow` get a 2xx (or a 409, when a business rule, not access, stops them:
 * the order has moved on), everyone else a 401, 403 or 404. For calls that answer every caller with
 * a list, `sees` names who finds the world's object in it, and `find` looks for it.
 */
export type Rule = {
  call: (world: World, as: Persona) => Call | Promise<Call>
  allow: readonly Persona[]
  /** Answers besides 2xx and 409 that still mean the caller got through (a call open to all that refuses the input). */
  answers?: readonly number[]
  sees?: readonly Persona[]
  find?: (body: unknown, world: World) => boolean
}

const everyone = personas
const signedIn = personas.filter((persona) => persona !== 'anonymous')
const customerSide = ['owner', 'admin'] as const
const workers = ['valuer', 'admin'] as const
const orderPeople = ['owner', 'valuer', 'admin'] as const
const admins = ['admin'] as const
const editors = ['editor', 'admin'] as const

let counter = 0
/** A value no call has used yet (e-mails, codes, slugs). */
const fresh = (prefix: string) => `${prefix}${++counter}${Date.now() % 100_000}`

/** A valid, unused ABN: nine random digits, then the two leading digits that make the checksum work. */
function freshAbn() {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
  const tail = String(100_000_000 + ((Date.now() + ++counter * 7919) % 900_000_000))
  for (let lead = 10; lead <= 99; lead++) {
    const digits = [...`${lead}${tail}`].map(Number)
    if (
      digits.reduce((sum, digit, index) => sum + (index === 0 ? digit - 1 : digit) * weights[index]!, 0) %
        89 ===
      0
    )
      return `${lead}${tail}`
  }
  return freshAbn()
}

/** One property of a bulk order, for a fund. */
const bulkRow = {
  Property: {
    AddressDetails: { Address: '9 Matrix Lane, Newtown QLD 4350', State: 'QLD', Postcode: '4350' },
    PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
    Tenancies: 1,
    EstimatedValue: 650_000,
  },
  Assessment: {
    Purpose: 'smsf-reporting',
    Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
  },
}

const has = (body: unknown, pattern: RegExp) => pattern.test(JSON.stringify(body))
const get = (path: string) => () => ({ path })

/** Every /api call, by method and path as the router lists them. */
export const apiMatrix: Record<string, Rule> = {
  'POST /auth/login': {
    allow: everyone,
    call: () => ({ path: '/auth/login', json: { Email: 'login@example.com', Password: 'test-password' } }),
  },
  'POST /auth/reset_password/request': {
    allow: everyone,
    call: () => ({ path: '/auth/reset_password/request', json: { Email: 'login@example.com' } }),
  },
  // A made-up token: the call is open to all, and what it refuses is the token (a 400 naming it), never the caller.
  'POST /auth/reset_password/submit': {
    allow: everyone,
    answers: [400],
    call: () => ({
      path: '/auth/reset_password/submit',
      json: { Token: 'x'.repeat(40), Password: 'a new long password' },
    }),
  },
  'POST /users/register': {
    allow: everyone,
    call: () => ({
      path: '/users/register',
      json: {
        Email: `${fresh('new')}@example.com`,
        Password: 'a long password',
        FirstName: 'New',
        LastName: 'Customer',
      },
    }),
  },
  // A guest session is for callers without one; the signed in order on their own account.
  'POST /users/guest': { allow: ['anonymous'], call: () => ({ path: '/users/guest' }) },
  'GET /users/me': { allow: signedIn, call: get('/users/me') },
  // Changes nothing: who may change their account, not what a change does (email-change.test.ts).
  'PATCH /users/me': { allow: signedIn, call: () => ({ path: '/users/me', json: {} }) },
  // A made-up token: open to all, and what it refuses is the token (a 400 naming it), never the caller.
  'POST /users/confirm_email': {
    allow: everyone,
    answers: [400],
    call: () => ({ path: '/users/confirm_email', json: { Token: 'x'.repeat(43), Password: 'a password' } }),
  },
  // Ends a cookie's session only: the bearer tokens the matrix calls with keep working.
  'POST /auth/logout': { allow: everyone, call: () => ({ path: '/auth/logout' }) },
  // The account's lists: customers (the owner's guest session too), each seeing only what access lets them.
  'GET /users/me/orders': {
    allow: ['owner', 'otherCustomer'],
    sees: ['owner'],
    find: (body, w) => has(body, new RegExp(`"ValuationId":${w.order.valuationId}\\b`)),
    call: get('/users/me/orders?pageSize=100'),
  },
  'GET /users/me/orders/:id/reorder': {
    allow: ['owner'],
    call: (w) => ({ path: `/users/me/orders/${w.order.valuationId}/reorder` }),
  },
  'GET /users/me/invoices': {
    allow: ['owner', 'otherCustomer'],
    sees: ['owner'],
    find: (body, w) => has(body, new RegExp(`"InvoiceId":${w.order.invoiceId}\\b`)),
    call: get('/users/me/invoices?pageSize=100'),
  },
  'GET /users/me/properties': {
    allow: ['owner', 'otherCustomer'],
    sees: ['owner'],
    find: (body) => has(body, /Carrowbrook/),
    call: get('/users/me/properties'),
  },
  // An account's: the owner is a guest session, with no account to add an order to. An address that is not the
  // order's, so no link goes out (customer-accounts.test.ts covers the rest).
  'POST /users/me/claims': {
    allow: ['otherCustomer'],
    call: (w) => ({
      path: '/users/me/claims',
      json: { Reference: w.order.reference, Email: 'not-the-owner@example.com' },
    }),
  },
  // A made-up token: what it refuses is the token (a 400 naming it), once the caller may claim at all.
  'POST /users/me/claims/confirm': {
    allow: ['otherCustomer'],
    answers: [400],
    call: () => ({ path: '/users/me/claims/confirm', json: { Token: `1.${'x'.repeat(43)}` } }),
  },
  // A made-up invitation: what it refuses is the token (a 400 naming it), once the caller is a customer's own
  // account (the owner's is a guest's, whose address nobody confirmed; staff never join a firm).
  'GET /users/me/firm_invitation': {
    allow: ['otherCustomer'],
    answers: [400],
    call: () => ({ path: `/users/me/firm_invitation?Token=${'x'.repeat(43)}` }),
  },
  'POST /users/me/firm_invitation/accept': {
    allow: ['otherCustomer'],
    answers: [400],
    call: () => ({ path: '/users/me/firm_invitation/accept', json: { Token: 'x'.repeat(43) } }),
  },
  'GET /users/me/practices': {
    allow: signedIn,
    sees: workers.filter((p) => p === 'valuer'),
    find: (body, w) => has(body, new RegExp(`"PracticeId":${w.practiceId}\\b`)),
    call: get('/users/me/practices'),
  },
  'GET /users/me/business_branches': {
    allow: signedIn,
    sees: ['owner'],
    find: (body, w) => has(body, new RegExp(`"BusinessBranchId":${w.business.branchId}\\b`)),
    call: get('/users/me/business_branches'),
  },
  'POST /users/invitations': {
    allow: admins,
    call: (w) => ({
      path: '/users/invitations',
      json: {
        FirstName: 'Invited',
        LastName: 'Valuer',
        Email: `${fresh('invited')}@example.com`,
        Role: 'valuer',
        PracticeId: w.practiceId,
        Licences: [{ State: 'QLD', Number: '4821' }],
      },
    }),
  },
  'GET /users/invitations': { allow: admins, call: get('/users/invitations') },
  // The owner was never invited: an admin gets through to a 404 naming the user; the rest are refused first.
  'POST /users/invitations/:id/resend': {
    allow: admins,
    answers: [404],
    call: (w) => ({ path: `/users/invitations/${w.docs.ownerUser}/resend` }),
  },

  'GET /contacts': {
    allow: signedIn,
    sees: customerSide,
    find: (body) => has(body, /owner@example\.com/),
    call: get('/contacts'),
  },
  'GET /contacts/grouped': {
    allow: signedIn,
    sees: customerSide,
    find: (body) => has(body, /owner@example\.com/),
    call: get('/contacts/grouped'),
  },
  'PATCH /contacts/:id': {
    allow: customerSide,
    call: (w) => ({ path: `/contacts/${w.order.contactId}`, json: { Phone: '0412 345 679' } }),
  },
  // Contacts, files and businesses are customers' (a guest is made for an anonymous order); staff make none.
  'POST /contacts': {
    allow: ['anonymous', 'owner', 'otherCustomer', 'admin'],
    call: () => ({
      path: '/contacts',
      json: {
        FirstName: 'Ann',
        LastName: 'Lee',
        Email: `${fresh('ann')}@example.com`,
        Phone: '0400 000 000',
      },
    }),
  },
  'POST /contacts/email': {
    allow: everyone,
    call: () => ({
      path: '/contacts/email',
      json: { Email: 'ask@example.com', BusinessName: 'A question about retrospective dates.' },
    }),
  },

  'GET /enumerations/groups': { allow: everyone, call: get('/enumerations/groups') },
  'GET /enumerations/groups/:id': { allow: everyone, call: get('/enumerations/groups/order') },
  'GET /enumerations/:type/values': {
    allow: everyone,
    call: get('/enumerations/property-classification/values'),
  },
  'GET /enumerations/:id/children': {
    allow: everyone,
    call: get('/enumerations/property-classification.residential/children'),
  },
  'GET /enumerations/:id': {
    allow: everyone,
    call: get('/enumerations/property-classification.residential'),
  },
  'POST /enumerations': {
    allow: admins,
    call: () => ({
      path: '/enumerations',
      json: {
        Type: 'property-type',
        Value: fresh('residential.type-'),
        Label: 'A type',
        ParentId: 'property-classification.residential',
      },
    }),
  },
  'PATCH /enumerations/:id': {
    allow: admins,
    call: (w) => ({ path: `/enumerations/${w.enumerationId}`, json: { Label: 'Access matrix (renamed)' } }),
  },

  'GET /geo/google/autocomplete': {
    allow: everyone,
    call: get('/geo/google/autocomplete?term=Kearneys%20Spring'),
  },
  'GET /geo/google/places/:id': {
    allow: everyone,
    call: (w) => ({ path: `/geo/google/places/${encodeURIComponent(w.placeId)}` }),
  },
  'POST /dates/from_html_date': {
    allow: signedIn,
    call: () => ({ path: '/dates/from_html_date', json: { HTMLDate: '2026-06-30' } }),
  },

  'POST /valuation_form/property_details': {
    allow: signedIn,
    call: () => ({
      path: '/valuation_form/property_details',
      json: {
        AddressDetails: { Address: '1 Quote Street, Newtown QLD 4350' },
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
        Tenancies: 1,
        EstimatedValue: 500_000,
      },
    }),
  },
  'POST /valuation_form/create_prevaluation_form': {
    allow: customerSide,
    call: (w) => ({
      path: '/valuation_form/create_prevaluation_form',
      json: {
        AddressDetails: { Address: '2 Form Street, Newtown QLD 4350' },
        PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
        Tenancies: 1,
        EstimatedValue: 500_000,
        AssessmentDetails: { Purpose: 'capital-gains-tax' },
        Contact: { ContactId: w.order.contactId },
      },
    }),
  },
  // The order's property is kept as ordered (a 409 for its customer); valuers correct it elsewhere.
  'POST /valuation_form/:id/save_property_details': {
    allow: customerSide,
    call: (w) => ({
      path: `/valuation_form/${w.order.snapshotId}/save_property_details`,
      json: { Form: 'residential', Details: { Bedrooms: 4 } },
    }),
  },
  'POST /valuation_form/prepayment_process_submission': {
    allow: customerSide,
    call: (w) => ({
      path: '/valuation_form/prepayment_process_submission',
      json: { SnapshotId: w.unplaced.snapshotId, ContactId: w.order.contactId },
    }),
  },
  'POST /valuation_form/valuations': {
    allow: customerSide,
    call: (w) => ({
      path: '/valuation_form/valuations',
      json: {
        SnapshotId: w.unplaced.snapshotId,
        Purpose: 'capital-gains-tax',
        InvoiceId: w.unplaced.invoiceId,
      },
    }),
  },
  // The whole order in one call, for the caller's own contact; the same key again is the same order.
  'POST /orders': {
    allow: customerSide,
    call: (w) => ({
      path: '/orders',
      json: {
        OrderKey: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
        ContactId: w.order.contactId,
        ...bulkRow,
        Property: {
          ...bulkRow.Property,
          AddressDetails: { Address: '3 Matrix Lane, Newtown QLD 4350', State: 'QLD', Postcode: '4350' },
        },
        Details: {
          Form: 'residential',
          Details: { Bedrooms: 3, Bathrooms: 1, CarSpaces: 1, LandAreaM2: 600 },
        },
      },
    }),
  },

  // A signed-up customer's bulk order (the owner's is a guest session, staff order nothing for themselves).
  'POST /users/me/bulk_orders/quote': {
    allow: ['otherCustomer'],
    call: () => ({ path: '/users/me/bulk_orders/quote', json: { Rows: [bulkRow] } }),
  },
  'POST /users/me/bulk_orders': {
    allow: ['otherCustomer'],
    call: () => ({ path: '/users/me/bulk_orders', json: { OrderKey: crypto.randomUUID(), Rows: [bulkRow] } }),
  },

  'GET /products/:id': { allow: signedIn, call: (w) => ({ path: `/products/${w.productId}` }) },
  'POST /products/:id/invoice': {
    allow: customerSide,
    call: (w) => ({
      path: `/products/${w.productId}/invoice`,
      json: { SnapshotId: w.unplaced.snapshotId, ContactId: w.order.contactId },
    }),
  },
  'GET /invoices': {
    allow: signedIn,
    sees: customerSide,
    find: (body, w) => has(body, new RegExp(`"InvoiceId":${w.order.invoiceId}\\b`)),
    call: get('/invoices?pageSize=100'),
  },
  'POST /invoices/create_test_invoice': {
    allow: admins,
    call: () => ({ path: '/invoices/create_test_invoice', json: { AmountCents: 100 } }),
  },
  'GET /invoices/:id': { allow: customerSide, call: (w) => ({ path: `/invoices/${w.order.invoiceId}` }) },
  'GET /invoices/:id/export/html': {
    allow: customerSide,
    call: (w) => ({ path: `/invoices/${w.order.invoiceId}/export/html` }),
  },
  'GET /invoices/:id/export/pdf': {
    allow: customerSide,
    call: (w) => ({ path: `/invoices/${w.order.invoiceId}/export/pdf` }),
  },
  'GET /adjustment-notes/:id/export/pdf': {
    allow: customerSide,
    call: (w) => ({ path: `/adjustment-notes/${w.docs.adjustmentNote}/export/pdf` }),
  },
  'GET /invoices/:id/export/email': {
    allow: customerSide,
    call: (w) => ({ path: `/invoices/${w.order.invoiceId}/export/email` }),
  },
  // Stripe is not configured here: the owner and admins get the 409 saying so, everyone else the 404.
  'POST /payments/stripe/invoices/:id/payment_intent': {
    allow: customerSide,
    call: (w) => ({ path: `/payments/stripe/invoices/${w.unplaced.invoiceId}/payment_intent` }),
  },
  // Stripe's own call, open to all: with Stripe not configured here it is a 404 for everyone
  // (payments.test.ts signs real ones).
  'POST /payments/stripe/webhook': {
    allow: everyone,
    answers: [404],
    call: () => ({
      path: '/payments/stripe/webhook',
      json: { id: 'evt_unsigned', type: 'payment_intent.succeeded' },
    }),
  },
  // Already paid by this transfer: recording it again changes nothing (200).
  'POST /invoices/:id/payment': {
    allow: admins,
    call: (w) => ({ path: `/invoices/${w.order.invoiceId}/payment`, json: { Method: 'bank-transfer' } }),
  },
  // Unpaid: an admin reaches the rule, which finds nothing to refund (409).
  'POST /invoices/:id/refund': {
    allow: admins,
    call: (w) => ({ path: `/invoices/${w.unplaced.invoiceId}/refund`, json: { Reason: 'Matrix' } }),
  },

  'POST /files': {
    allow: ['owner', 'otherCustomer', 'valuer', 'otherValuer', 'admin'],
    call: (w) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(w.photo)], { type: 'image/jpeg' }), 'photo.jpg')
      return { path: '/files', form }
    },
  },
  'GET /files/bulk{/:ids}': {
    allow: signedIn,
    sees: orderPeople,
    find: (body, w) => String(w.order.photoId) in (body as object),
    call: (w) => ({ path: `/files/bulk/${w.order.photoId}` }),
  },
  'GET /files/:id': { allow: orderPeople, call: (w) => ({ path: `/files/${w.order.photoId}` }) },
  'GET /files/:id/download': {
    allow: orderPeople,
    call: (w) => ({ path: `/files/${w.order.photoId}/download` }),
  },

  'GET /valuations': {
    allow: signedIn,
    sees: orderPeople,
    find: (body, w) => has(body, new RegExp(`"ValuationId":${w.order.valuationId}\\b`)),
    call: get('/valuations'),
  },
  'PATCH /valuations/block': {
    allow: admins,
    call: (w) => ({
      path: '/valuations/block',
      json: { ValuationIds: [w.spare.valuationId], ValuerId: w.janeRecordId },
    }),
  },
  'GET /valuations/:id': {
    allow: orderPeople,
    call: (w) => ({ path: `/valuations/${w.order.valuationId}` }),
  },
  'PATCH /valuations/:id': {
    allow: admins,
    call: (w) => ({ path: `/valuations/${w.spare.valuationId}`, json: { RetrospectiveDate: '2026-06-30' } }),
  },
  'POST /valuations/:id/practice': {
    allow: admins,
    call: (w) => ({
      path: `/valuations/${w.spare.valuationId}/practice`,
      json: { PracticeId: w.practiceId },
    }),
  },
  'GET /valuations/:id/valuer_choices': {
    allow: admins,
    call: (w) => ({ path: `/valuations/${w.spare.valuationId}/valuer_choices` }),
  },
  'POST /valuations/:id/valuer': {
    allow: admins,
    call: (w) => ({ path: `/valuations/${w.spare.valuationId}/valuer`, json: { ValuerId: w.janeRecordId } }),
  },
  // Already in progress: its valuer and admins reach the workflow, which refuses a second start (409).
  'POST /valuations/:id/status': {
    allow: workers,
    call: (w) => ({
      path: `/valuations/${w.order.valuationId}/status`,
      json: { Status: valuationStatuses.InProgress },
    }),
  },
  // Delivered: its valuer and admins reach the rule, which holds only valuations being worked on (409).
  'POST /valuations/:id/message': {
    allow: workers,
    call: (w) => ({ path: `/valuations/${w.done.valuationId}/message`, json: { Message: 'Matrix' } }),
  },
  'POST /valuations/:id/hold': {
    allow: workers,
    call: (w) => ({ path: `/valuations/${w.done.valuationId}/hold`, json: { Reason: 'Matrix' } }),
  },
  // Not on hold: nothing to resume (409).
  'POST /valuations/:id/resume': {
    allow: workers,
    call: (w) => ({ path: `/valuations/${w.done.valuationId}/resume` }),
  },
  // Delivered, not on hold: its customer reaches the rule, which takes an answer only while on hold (409).
  'POST /valuations/:id/answer': {
    allow: ['owner'],
    call: (w) => ({ path: `/valuations/${w.done.valuationId}/answer`, json: { Answer: 'Matrix' } }),
  },
  // Delivered: its report names the fund it was sent with, so the owner gets through to a 409.
  'PUT /valuations/:id/fund': {
    allow: ['owner'],
    call: (w) => ({
      path: `/valuations/${w.done.valuationId}/fund`,
      json: { Fund: { Name: 'Matrix Super Fund', Trustee: 'Matrix Pty Ltd', Abn: '51 824 753 556' } },
    }),
  },
  // Delivered: it can no longer be declined (409).
  'POST /valuations/:id/decline': {
    allow: admins,
    call: (w) => ({ path: `/valuations/${w.done.valuationId}/decline`, json: { Reason: 'Matrix' } }),
  },
  'GET /emails/failed': { allow: admins, call: () => ({ path: '/emails/failed' }) },
  // The world's e-mails went: nothing failed to send again (409).
  'POST /emails/:id/retry': { allow: admins, call: (w) => ({ path: `/emails/${w.docs.job}/retry` }) },
  // The same e-mail job, through the jobs' door: nothing failed to run again (409).
  'POST /jobs/:id/retry': { allow: admins, call: (w) => ({ path: `/jobs/${w.docs.job}/retry` }) },
  // Still a draft: nothing delivered to reissue (409).
  'POST /valuations/:id/reissue': {
    allow: workers,
    call: (w) => ({ path: `/valuations/${w.order.valuationId}/reissue`, json: { Reason: 'Matrix' } }),
  },
  'PUT /valuations/:id/images': {
    allow: orderPeople,
    call: (w) => ({
      path: `/valuations/${w.order.valuationId}/images`,
      json: { FileId: w.order.photoId, Slot: 'front' },
    }),
  },
  'GET /valuations/:id/files': {
    allow: orderPeople,
    call: (w) => ({ path: `/valuations/${w.order.valuationId}/files` }),
  },
  'POST /valuations/:id/files/attach': {
    allow: workers,
    call: (w) => ({
      path: `/valuations/${w.order.valuationId}/files/attach`,
      json: { FileId: w.order.photoId, Slot: 'street-view' },
    }),
  },
  // The report is a draft: its valuer and admins see it, the customer not yet.
  'GET /valuations/:id/reports': {
    allow: orderPeople,
    sees: workers,
    find: (body, w) => has(body, new RegExp(`"ReportId":${w.order.reportId}\\b`)),
    call: (w) => ({ path: `/valuations/${w.order.valuationId}/reports` }),
  },
  'GET /orders/:id': {
    allow: everyone,
    call: (w) => ({ path: `/orders/${w.order.valuationId}?key=${w.order.key}` }),
  },
  'GET /orders/:id/report': {
    allow: everyone,
    call: (w) => ({ path: `/orders/${w.done.valuationId}/report?key=${w.done.key}` }),
  },
  // The key is the credential; the delivered order is not on hold, so nothing is taken (409).
  'POST /orders/:id/answer': {
    allow: everyone,
    call: (w) => ({
      path: `/orders/${w.done.valuationId}/answer?key=${w.done.key}`,
      json: { Answer: 'Matrix' },
    }),
  },
  // The key is the credential; the delivered order's fund is no longer changed (409).
  'PUT /orders/:id/fund': {
    allow: everyone,
    call: (w) => ({
      path: `/orders/${w.done.valuationId}/fund?key=${w.done.key}`,
      json: { Fund: { Name: 'Matrix Super Fund', Trustee: 'Matrix Pty Ltd', Abn: '51 824 753 556' } },
    }),
  },
  'POST /orders/:id/files': {
    allow: everyone,
    call: (w) => {
      const form = new FormData()
      form.append('file', new Blob(['%PDF-1.4 matrix'], { type: 'application/pdf' }), 'lease.pdf')
      return { path: `/orders/${w.done.valuationId}/files?key=${w.done.key}`, form }
    },
  },

  // Anyone holding a delivered report checks it by its code.
  'GET /verify/:code': { allow: everyone, call: (w) => ({ path: `/verify/${w.done.verificationCode}` }) },
  'POST /verify/:code': {
    allow: everyone,
    call: (w) => {
      const form = new FormData()
      form.append('file', new Blob(['%PDF-1.4 not the report'], { type: 'application/pdf' }), 'report.pdf')
      return { path: `/verify/${w.done.verificationCode}`, form }
    },
  },

  'GET /properties/:id': { allow: orderPeople, call: (w) => ({ path: `/properties/${w.order.snapshotId}` }) },
  'PATCH /properties/:id': {
    allow: orderPeople,
    call: (w) => ({
      path: `/properties/${w.order.snapshotId}`,
      json: { AddressDetails: { Postcode: '4350' } },
    }),
  },
  'GET /properties/:form/:id': {
    allow: orderPeople,
    call: (w) => ({ path: `/properties/residential/${w.order.snapshotId}` }),
  },
  'PATCH /properties/:form/:id': {
    allow: orderPeople,
    call: (w) => ({ path: `/properties/residential/${w.order.snapshotId}`, json: { Bathrooms: 2 } }),
  },

  'GET /reports/templates': {
    allow: ['valuer', 'otherValuer', 'admin'],
    call: get('/reports/templates?type=residential'),
  },
  // A draft exists: the valuer and admins reach the rule that refuses a second one (409).
  'POST /reports/from_template': {
    allow: workers,
    call: (w) => ({ path: '/reports/from_template', json: { ValuationId: w.order.valuationId } }),
  },
  'DELETE /reports/blocks/:id': {
    allow: workers,
    call: async (w) => ({ path: `/reports/blocks/${await w.order.addBlock()}` }),
  },
  'GET /reports/:id': { allow: workers, call: (w) => ({ path: `/reports/${w.order.reportId}` }) },
  'GET /reports/:id/blocks': {
    allow: workers,
    call: (w) => ({ path: `/reports/${w.order.reportId}/blocks` }),
  },
  'GET /reports/:id/data': { allow: workers, call: (w) => ({ path: `/reports/${w.order.reportId}/data` }) },
  'GET /reports/:id/pdf': { allow: workers, call: (w) => ({ path: `/reports/${w.order.reportId}/pdf` }) },
  'POST /reports/:id/blocks': {
    allow: workers,
    call: (w) => ({
      path: `/reports/${w.order.reportId}/blocks`,
      json: { Type: 'commentary', Index: 2, Data: { heading: 'Access', text: 'Checked.' } },
    }),
  },
  'PUT /reports/:id/notes/:rule': {
    allow: workers,
    call: (w) => ({
      path: `/reports/${w.order.reportId}/notes/salesDated`,
      json: { Note: 'The older sale is the closest match and was adjusted.' },
    }),
  },
  'POST /reports/:id/blocks/:blockId/sales_csv': {
    allow: workers,
    call: (w) => {
      const form = new FormData()
      const csv = 'Address,Sale Date,Sale Price\n"2 Ruthven St, Toowoomba QLD 4350",14/02/2026,"$798,000"\n'
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'sales.csv')
      const block = w.order.blocks.find((each) => each.Type === 'comparableSales') ?? w.order.blocks[0]!
      return { path: `/reports/${w.order.reportId}/blocks/${block.BlockId}/sales_csv?Mode=replace`, form }
    },
  },
  'PUT /reports/:id/blocks/:blockId': {
    allow: workers,
    call: (w) => ({
      path: `/reports/${w.order.reportId}/blocks/${w.order.blocks[0]!.BlockId}`,
      json: { Data: { title: 'Desktop Valuation Report' } },
    }),
  },

  'GET /practices/:id/valuers': {
    allow: ['valuer', 'otherValuer', 'admin'],
    sees: workers,
    find: (body, w) => has(body, new RegExp(`"ValuerId":${w.janeRecordId}\\b`)),
    call: (w) => ({ path: `/practices/${w.practiceId}/valuers` }),
  },
  'GET /practices/:id/valuers/me': {
    allow: ['valuer'],
    call: (w) => ({ path: `/practices/${w.practiceId}/valuers/me` }),
  },
  'PUT /practices/:id/valuers/me': {
    allow: ['valuer'],
    call: (w) => ({
      path: `/practices/${w.practiceId}/valuers/me`,
      json: { Licences: [{ State: 'QLD', Number: '4821' }], Memberships: [] },
    }),
  },

  'GET /businesses/branches': {
    allow: signedIn,
    sees: customerSide,
    find: (body, w) => has(body, new RegExp(`"BusinessBranchId":${w.business.branchId}\\b`)),
    call: get('/businesses/branches?pageSize=100'),
  },
  'GET /businesses/branches/:id': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/branches/${w.business.branchId}` }),
  },
  'POST /businesses': {
    allow: ['owner', 'otherCustomer', 'admin'],
    call: () => ({ path: '/businesses', json: { Name: `${fresh('Business ')} Pty Ltd`, ABN: freshAbn() } }),
  },
  'GET /businesses/:id': { allow: customerSide, call: (w) => ({ path: `/businesses/${w.business.id}` }) },
  // A firm's settings, members, colleagues and books: its members' (and admins').
  'PATCH /businesses/:id': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}`, json: { ReminderLeadWeeks: 6 } }),
  },
  'GET /businesses/:id/members': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/members` }),
  },
  'POST /businesses/:id/invitations': {
    allow: customerSide,
    call: (w) => ({
      path: `/businesses/${w.business.id}/invitations`,
      json: { Email: `${fresh('colleague')}@example.com` },
    }),
  },
  'GET /businesses/:id/invitations': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/invitations` }),
  },
  // The first let through withdraws it; the next meets a 409 (it is withdrawn already).
  'DELETE /businesses/:id/invitations/:invitationId': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/invitations/${w.business.invitationId}` }),
  },
  'GET /businesses/:id/invoices/export/csv': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/invoices/export/csv` }),
  },
  // The firm's Xero: its members' (and admins'). This server has no Xero app, so those let through meet a 409.
  'GET /businesses/:id/xero': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/xero` }),
  },
  'POST /businesses/:id/xero/authorization': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/xero/authorization` }),
  },
  'DELETE /businesses/:id/xero': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/xero` }),
  },
  'POST /businesses/:id/invoices/export/xero': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/invoices/export/xero`, json: {} }),
  },
  // Xero's redirect back: anyone's browser arrives there; only the state a member was given connects anything.
  'GET /xero/callback': {
    allow: everyone,
    answers: [400],
    call: () => ({ path: '/xero/callback?code=matrix&state=1.not-issued' }),
  },
  'GET /businesses/:id/branches': {
    allow: customerSide,
    call: (w) => ({ path: `/businesses/${w.business.id}/branches` }),
  },

  'GET /blogs': { allow: signedIn, call: get('/blogs') },
  'GET /blogs/:id': { allow: signedIn, call: (w) => ({ path: `/blogs/${w.postId}` }) },
  'POST /blogs': {
    allow: editors,
    call: () => ({
      path: '/blogs',
      json: {
        Title: 'Access',
        Excerpt: 'Who may write.',
        Content: 'Editors and admins.',
        Author: 'Team',
        Slug: fresh('access-'),
        Status: 'draft',
      },
    }),
  },
  'PATCH /blogs/:id': {
    allow: editors,
    call: (w) => ({ path: `/blogs/${w.postId}`, json: { Author: 'The ValueDesk team' } }),
  },

  'GET /admin/countries': { allow: admins, call: get('/admin/countries') },
  'POST /admin/countries': {
    allow: admins,
    call: () => ({
      path: '/admin/countries',
      json: { Name: 'Testland', Code: `Z${String.fromCharCode(65 + (++counter % 26))}` },
    }),
  },
  'GET /admin/countries/:id': { allow: admins, call: (w) => ({ path: `/admin/countries/${w.countryId}` }) },
  'PATCH /admin/countries/:id': {
    allow: admins,
    call: (w) => ({ path: `/admin/countries/${w.countryId}`, json: { Name: 'Australia' } }),
  },
  'GET /admin/countries/:id/zones': {
    allow: admins,
    call: (w) => ({ path: `/admin/countries/${w.countryId}/zones` }),
  },
  'POST /admin/countries/:id/zones': {
    allow: admins,
    call: (w) => ({
      path: `/admin/countries/${w.countryId}/zones`,
      json: { Name: 'Jervis Bay Territory', Code: fresh('J').slice(0, 10) },
    }),
  },
  'GET /admin/zones/:id': { allow: admins, call: (w) => ({ path: `/admin/zones/${w.zoneId}` }) },
  'PATCH /admin/zones/:id': {
    allow: admins,
    call: (w) => ({ path: `/admin/zones/${w.zoneId}`, json: { Name: 'Queensland' } }),
  },
  'GET /admin/zones/:id/postcodes': {
    allow: admins,
    call: (w) => ({ path: `/admin/zones/${w.zoneId}/postcodes` }),
  },
  'POST /admin/zones/:id/postcodes': {
    allow: admins,
    call: (w) => ({ path: `/admin/zones/${w.zoneId}/postcodes`, json: { Postcode: '4999' } }),
  },
  'DELETE /admin/zones/:id/postcodes/:postcode': {
    allow: admins,
    call: (w) => ({ path: `/admin/zones/${w.zoneId}/postcodes/4999` }),
  },
  'GET /admin/franchises': { allow: admins, call: get('/admin/franchises') },
  'POST /admin/franchises': {
    allow: admins,
    call: (w) => ({ path: '/admin/franchises', json: { BusinessBranchId: w.business.branchId } }),
  },
  'GET /admin/franchises/:id': {
    allow: admins,
    call: (w) => ({ path: `/admin/franchises/${w.business.franchiseId}` }),
  },

  'GET /telemetry/ping': { allow: everyone, call: get('/telemetry/ping') },
}
