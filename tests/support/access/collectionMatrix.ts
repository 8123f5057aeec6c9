import type { Persona, World } from './world.ts'

/** One document of a collection and who may read it; everyone else must not find it. */
export type ReadCase = { what: string; id: (world: World) => number | string; readers: readonly Persona[] }

const everyone = ['anonymous', 'owner', 'otherCustomer', 'valuer', 'otherValuer', 'editor', 'admin'] as const
const orderPeople = ['owner', 'valuer', 'admin'] as const
const customerSide = ['owner', 'admin'] as const
const workers = ['valuer', 'admin'] as const
const admins = ['admin'] as const

/**
 * Every Payload collection (as /cms-api and the admin serve them): the documents the world holds, and their
 * readers.
 */
export const collectionMatrix: Record<string, ReadCase[]> = {
  pages: [{ what: 'a published page', id: (w) => w.docs.page, readers: everyone }],
  posts: [{ what: 'a published post', id: (w) => w.postId, readers: everyone }],
  categories: [{ what: 'a category', id: (w) => w.docs.category, readers: everyone }],
  faqs: [{ what: 'an FAQ', id: (w) => w.docs.faq, readers: everyone }],
  media: [{ what: 'a site image', id: (w) => w.docs.media, readers: everyone }],
  valuations: [{ what: 'the owner’s valuation', id: (w) => w.order.valuationId, readers: orderPeople }],
  reports: [
    { what: 'a draft report', id: (w) => w.order.reportId, readers: workers },
    { what: 'a final report', id: (w) => w.done.reportId, readers: orderPeople },
  ],
  'report-templates': [
    { what: 'a template', id: (w) => w.docs.template, readers: ['valuer', 'otherValuer', 'admin'] },
  ],
  'property-snapshots': [
    { what: 'the owner’s property', id: (w) => w.order.snapshotId, readers: orderPeople },
  ],
  files: [
    { what: 'the owner’s photo', id: (w) => w.order.photoId, readers: orderPeople },
    { what: 'the owner’s report PDF', id: (w) => w.done.reportFileId, readers: orderPeople },
  ],
  practices: [{ what: 'the default practice', id: (w) => w.practiceId, readers: everyone }],
  'practice-valuers': [{ what: 'the valuer’s record', id: (w) => w.janeRecordId, readers: workers }],
  signatures: [{ what: 'the valuer’s signature', id: (w) => w.docs.signature, readers: workers }],
  products: [{ what: 'a fee row', id: (w) => w.productId, readers: everyone }],
  invoices: [{ what: 'the owner’s invoice', id: (w) => w.order.invoiceId, readers: customerSide }],
  'adjustment-notes': [
    { what: 'the owner’s adjustment note', id: (w) => w.docs.adjustmentNote, readers: customerSide },
  ],
  contacts: [{ what: 'the owner’s contact', id: (w) => w.order.contactId, readers: customerSide }],
  enquiries: [{ what: 'an enquiry', id: (w) => w.docs.enquiry, readers: admins }],
  businesses: [{ what: 'the owner’s business', id: (w) => w.business.id, readers: customerSide }],
  'business-branches': [{ what: 'its head office', id: (w) => w.business.branchId, readers: customerSide }],
  'firm-invitations': [
    { what: 'an invitation to the owner’s firm', id: (w) => w.business.invitationId, readers: customerSide },
  ],
  franchises: [{ what: 'a franchise', id: (w) => w.business.franchiseId, readers: admins }],
  countries: [{ what: 'Australia', id: (w) => w.countryId, readers: admins }],
  zones: [{ what: 'Queensland', id: (w) => w.zoneId, readers: admins }],
  enumerations: [{ what: 'a property type', id: (w) => w.docs.enumeration, readers: everyone }],
  'enumeration-groups': [{ what: 'a group', id: (w) => w.docs.enumerationGroup, readers: everyone }],
  users: [{ what: 'the owner’s account', id: (w) => w.docs.ownerUser, readers: customerSide }],
  outbox: [{ what: 'the owner’s order e-mail', id: (w) => w.docs.outbox, readers: admins }],
  'outbox-files': [{ what: 'the order e-mail’s tax invoice', id: (w) => w.docs.outboxFile, readers: admins }],
  'email-claims': [{ what: 'a sent e-mail’s message id', id: (w) => w.docs.emailClaim, readers: admins }],
  'email-sends': [{ what: 'a count of a sent e-mail', id: (w) => w.docs.emailSend, readers: [] }],
  'request-counts': [{ what: 'a call counted against a limit', id: (w) => w.docs.requestCount, readers: [] }],
  'page-purges': [{ what: 'a purge of the page cache', id: (w) => w.docs.pagePurge, readers: [] }],
  'cdn-pages': [{ what: 'a page the CDN keeps, by a tag', id: (w) => w.docs.cdnPage, readers: admins }],
  'stripe-events': [{ what: 'a Stripe event', id: (w) => w.docs.stripeEvent, readers: admins }],
  // Payload's own: jobs and stored values are read by Payload alone, edit locks by the staff who use the admin.
  'payload-kv': [{ what: 'a stored value', id: (w) => w.docs.kv, readers: [] }],
  'payload-jobs': [{ what: 'a queued e-mail', id: (w) => w.docs.job, readers: [] }],
  'payload-locked-documents': [
    { what: 'an edit lock', id: (w) => w.docs.lock, readers: ['valuer', 'otherValuer', 'editor', 'admin'] },
  ],
  'payload-preferences': [
    { what: 'the valuer’s admin preferences', id: (w) => w.docs.preference, readers: ['valuer'] },
  ],
  'payload-migrations': [{ what: 'a migration', id: (w) => w.docs.migration, readers: admins }],
}
