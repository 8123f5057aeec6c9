import type { Persona, World } from './world.ts'

/** Who may write a field: on a new document, and on the documents the matrix tries. */
export type FieldRule = { create: readonly Persona[]; update: readonly Persona[] }

export type CollectionWrites = {
  /** What a new document needs besides its required fields' made-up values; absent: nobody creates one. */
  newDoc?: (world: World) => Record<string, unknown>
  /** An upload collection: a new document comes with this file. */
  file?: 'image'
  /** Who may make one, where no field says it (an upload's data is its file). */
  makers?: readonly Persona[]
  /**
   * The documents tried, one field at a time. A frozen one takes no change from anyone; `except` gives a
   * field's writers on this document where they differ.
   */
  docs: {
    what: string
    id: (world: World) => number | string
    frozen?: boolean
    except?: Record<string, readonly Persona[]>
  }[]
  /** Every field that holds data: a field without an entry fails the test. */
  fields: Record<string, FieldRule>
}

const nobody: readonly Persona[] = []
const admins = ['admin'] as const
const editors = ['editor', 'admin'] as const
const customers = ['owner', 'otherCustomer', 'admin'] as const
const owner = ['owner', 'admin'] as const
const workers = ['valuer', 'admin'] as const
const staff = ['valuer', 'otherValuer', 'editor', 'admin'] as const
const everyone = ['anonymous', 'owner', 'otherCustomer', 'valuer', 'otherValuer', 'editor', 'admin'] as const

/** The same writers on a new document and on an existing one. */
const both = (writers: readonly Persona[]): FieldRule => ({ create: writers, update: writers })
/** Written when the document is made, never after. */
const once = (writers: readonly Persona[], later: readonly Persona[] = nobody): FieldRule => ({
  create: writers,
  update: later,
})
const none = both(nobody)
/** Fields of a whole collection with one rule. */
const all = (names: string[], rule: FieldRule) => Object.fromEntries(names.map((name) => [name, rule]))

/** When a document was made and last changed: Payload's, never a writer's. */
const stamps = { createdAt: none, updatedAt: none }
/** What Payload writes from an uploaded file: the file decides, never a writer. */
const uploadFields = all(
  [
    'prefix',
    '_objectKey',
    'url',
    'thumbnailURL',
    'filename',
    'mimeType',
    'filesize',
    'width',
    'height',
    'sizes',
  ],
  none,
)
const editorial = (names: string[]) => ({ ...all([...names, '_status'], both(editors)), ...stamps })

/**
 * Who may write each field of each collection, through every door (Payload's REST, GraphQL and admin, and the
 * API, all through the same access rules): the generated write matrix's expectations.
 */
export const writeMatrix: Record<string, CollectionWrites> = {
  pages: {
    // The pages with a route of their own (the order form) keep their slug.
    docs: [{ what: 'the order form’s page', id: (w) => w.docs.page, except: { slug: nobody } }],
    fields: editorial(['title', 'slug', 'layout', 'meta']),
  },
  posts: {
    docs: [{ what: 'a published post', id: (w) => w.postId }],
    fields: editorial([
      'title',
      'excerpt',
      'heroImage',
      'content',
      'slug',
      'author',
      'categories',
      'publishedAt',
      'meta',
    ]),
  },
  categories: {
    docs: [{ what: 'a category', id: (w) => w.docs.category }],
    fields: { ...all(['title', 'slug'], both(editors)), ...stamps },
  },
  faqs: {
    docs: [{ what: 'an FAQ', id: (w) => w.docs.faq }],
    fields: editorial(['question', 'answer', 'topic', 'order']),
  },
  media: {
    file: 'image',
    docs: [{ what: 'a site image', id: (w) => w.docs.media }],
    // The focal point is Payload's (the image's centre) when the image arrives; an editor moves it after.
    // An editor's site images carry no owner, money or status: Payload keeps the sizes an editor states.
    fields: {
      alt: both(editors),
      ...all(['focalX', 'focalY'], { create: nobody, update: editors }),
      ...uploadFields,
      ...all(['filesize', 'width', 'height'], { create: nobody, update: editors }),
      ...stamps,
    },
  },
  valuations: {
    docs: [
      { what: 'the owner’s valuation in progress', id: (w) => w.order.valuationId },
      { what: 'the owner’s completed valuation', id: (w) => w.done.valuationId, frozen: true },
    ],
    // Made and changed by the order's own actions (lifecycle verbs) alone.
    fields: {
      ...all(
        [
          'reference',
          'status',
          'dueAt',
          'hold',
          'deletedReason',
          'snapshot',
          'invoice',
          'contact',
          'purpose',
          'reportKind',
          'retrospectiveDate',
          'relatedParty',
          'customer',
          'paidAt',
          'practice',
          'valuer',
          'images',
          'files',
          'history',
          'orderKey',
          'reminderSentAt',
          // The firm it was ordered for and the fund it is for: written by the order (orderFirm), never edited.
          'business',
          'fund',
          // On a firm's account: its month and priced line, written when it is ordered, never edited.
          'onAccount',
          // What staff search by: copies of the address and the customer, kept by the lifecycle.
          'searchAddress',
          'customerName',
          'customerEmail',
        ],
        none,
      ),
      ...stamps,
    },
  },
  reports: {
    newDoc: (w) => ({ valuation: w.spare.valuationId }),
    docs: [
      { what: 'the valuer’s draft report', id: (w) => w.order.reportId },
      { what: 'a delivered report', id: (w) => w.done.reportId, frozen: true },
    ],
    fields: {
      title: both(workers),
      valuation: once(workers),
      template: once(workers),
      blocks: both(workers),
      // Aerials, plans and titles: the valuer assigned to the valuation, or an admin. Jane is assigned to the
      // draft's valuation, not to the one a new report is tried on (the spare order has no valuer).
      images: { create: admins, update: workers },
      // The lifecycle's: notes on warnings by their verb, the edit record by the reports' hook, the delivery by sends.
      ...all(
        [
          'status',
          'pdf',
          'version',
          'reissueReason',
          'completedAt',
          'ruleNotes',
          'edits',
          'delivery',
          // The code printed on a delivered PDF, that PDF's SHA-256 and the facts /verify/{code} confirms.
          'verification',
        ],
        none,
      ),
      ...stamps,
    },
  },
  'report-templates': {
    docs: [{ what: 'a template', id: (w) => w.docs.template }],
    fields: { ...all(['name', 'type', 'blocks'], both(admins)), ...stamps },
  },
  'property-snapshots': {
    // Made by the order's first step; changed by its customer until it is invoiced, then kept as ordered.
    docs: [
      { what: 'a property not yet invoiced', id: (w) => w.unplaced.freshSnapshotId },
      { what: 'an invoiced property', id: (w) => w.unplaced.snapshotId, frozen: true },
      { what: 'the property of a paid order', id: (w) => w.order.snapshotId, frozen: true },
    ],
    fields: {
      ...all(
        [
          'address',
          'street',
          'suburb',
          'state',
          'postcode',
          'placeId',
          'latitude',
          'longitude',
          'positionSource',
          'details',
        ],
        { create: nobody, update: owner },
      ),
      // What sets the price only an admin changes.
      ...all(
        // …and the fund the order named (the customer gives one later on their valuation, not here).
        [
          'classification',
          'propertyType',
          'strataTitled',
          'tenancies',
          'estimatedValue',
          'specialUse',
          'fund',
        ],
        {
          create: nobody,
          update: admins,
        },
      ),
      detailsForm: none,
      orderKey: none,
      customer: none,
      ...stamps,
    },
  },
  files: {
    file: 'image',
    makers: ['owner', 'otherCustomer', 'valuer', 'otherValuer', 'admin'],
    docs: [
      { what: 'the owner’s photo', id: (w) => w.order.photoId, frozen: true },
      { what: 'a delivered report’s PDF', id: (w) => w.done.reportFileId, frozen: true },
    ],
    fields: {
      customer: once(admins),
      // The name the file was sent with, set from the upload by cleanUploads: no caller writes it directly.
      name: none,
      ...all(['focalX', 'focalY'], none),
      ...uploadFields,
      ...stamps,
    },
  },
  practices: {
    docs: [{ what: 'the default practice', id: (w) => w.practiceId }],
    fields: {
      ...all(['name', 'isDefault', 'email', 'phone', 'address', 'liabilityScheme'], both(admins)),
      // What its reports print: admins record it, the practice's valuers only read it.
      ...all(['legalName', 'abn', 'logo', 'indemnityStatement'], both(admins)),
      ...stamps,
    },
  },
  'practice-valuers': {
    newDoc: (w) => ({ practice: w.practiceId, valuer: w.newcomerId }),
    docs: [{ what: 'the valuer’s own record', id: (w) => w.janeRecordId }],
    fields: {
      // A valuer states their position; their practice, licences and memberships are verified by an admin.
      position: { create: admins, update: workers },
      ...all(['practice', 'valuer', 'active', 'licences', 'memberships'], both(admins)),
      // The valuer sets their own signature (one they uploaded; the matrix's made-up one is not theirs, so a new
      // record takes none); an admin verifies it, recorded by a hook, once there is a signature to verify.
      signature: { create: nobody, update: workers },
      signatureVerified: { create: nobody, update: admins },
      ...all(['verifiedBy', 'verifiedAt'], none),
      name: none,
      ...stamps,
    },
  },
  products: {
    newDoc: () => ({ feeIncGst: 22_000 }),
    docs: [{ what: 'a fee row', id: (w) => w.productId }],
    fields: {
      // Editors write the words customers read; fees and what is offered are the admin's.
      ...all(['name', 'description', 'order'], { create: admins, update: editors }),
      ...all(['code', 'feeIncGst', 'feeMaxIncGst', 'consolidatedFeeIncGst', 'active'], both(admins)),
      ...stamps,
    },
  },
  invoices: {
    docs: [
      { what: 'the owner’s paid invoice', id: (w) => w.order.invoiceId, frozen: true },
      { what: 'an unpaid invoice', id: (w) => w.unplaced.invoiceId },
    ],
    // Issued, paid and refunded by the order's own actions alone.
    fields: {
      ...all(
        [
          'number',
          'status',
          'paymentMethod',
          'paidAt',
          'lines',
          'totalCents',
          'gstCents',
          'reportKind',
          'test',
          'contact',
          'snapshot',
          'customer',
          'orderKey',
          'stripePaymentIntentId',
          'refund',
          // The firm billed and the buyer printed: from the order's firm (orderFirm).
          'business',
          'buyer',
          // A firm's monthly invoice: its month and due day, set when it is issued.
          'period',
          'dueOn',
          'searchAddress',
          'customerName',
          'customerEmail',
          // When the firm's member sent it to their Xero (noteSentToXero).
          'xero',
        ],
        none,
      ),
      ...stamps,
    },
  },
  'adjustment-notes': {
    docs: [{ what: 'the owner’s adjustment note', id: (w) => w.docs.adjustmentNote, frozen: true }],
    // Issued by the refund and decline verbs alone, and never changed.
    fields: {
      ...all(
        [
          'number',
          'invoice',
          'valuation',
          'kind',
          'description',
          'reason',
          'amountCents',
          'gstCents',
          'customer',
          'business',
        ],
        none,
      ),
      ...stamps,
    },
  },
  contacts: {
    docs: [{ what: 'the owner’s contact', id: (w) => w.order.contactId }],
    fields: {
      ...all(['firstName', 'lastName', 'email', 'phone', 'businessName'], {
        create: customers,
        update: owner,
      }),
      customer: once(admins),
      // The title staff screens show, made from the names and address on every write.
      displayName: none,
      ...stamps,
    },
  },
  enquiries: {
    docs: [{ what: 'an enquiry', id: (w) => w.docs.enquiry }],
    fields: {
      // What someone asked is kept as they sent it; an admin answers and closes it.
      ...all(['firstName', 'lastName', 'email', 'phone', 'message'], once(everyone)),
      status: { create: nobody, update: admins },
      ...stamps,
    },
  },
  businesses: {
    docs: [{ what: 'the owner’s business', id: (w) => w.business.id }],
    fields: {
      ...all(['name', 'tradingName', 'abn', 'email', 'phone', 'website', 'invoicing', 'reminderLeadWeeks'], {
        create: customers,
        update: owner,
      }),
      // Credit is an admin's grant (not a firm member's, whichever door): the limit; who granted it when, and
      // the history of grants, are stamped by the Businesses guard, never written by anyone.
      accountLimit: both(admins),
      ...all(['accountGrantedAt', 'accountGrantedBy', 'accountHistory'], none),
      // Who registered the firm (the one who may correct its name and ABN before its first invoice): stamped.
      registeredBy: none,
      // The firm's Xero connection and its sealed token: the server's Xero calls alone write it.
      xero: none,
      ...stamps,
    },
  },
  'business-branches': {
    newDoc: (w) => ({ business: w.business.id }),
    docs: [{ what: 'the owner’s head office', id: (w) => w.business.branchId }],
    fields: {
      ...all(['name', 'email', 'phone', 'street', 'suburb', 'state', 'postcode'], {
        create: admins,
        update: owner,
      }),
      ...all(['business', 'isHeadOffice', 'franchise'], both(admins)),
      ...stamps,
    },
  },
  // Sent, accepted and withdrawn through /api alone (accounts/firmColleagues.ts, firmJoin.ts): no door writes one.
  'firm-invitations': {
    docs: [{ what: 'an invitation to the owner’s firm', id: (w) => w.business.invitationId }],
    fields: {
      ...all(
        [
          'business',
          'branch',
          'email',
          'invitedBy',
          'tokenHash',
          'expiresAt',
          'status',
          'closedBy',
          'closedAt',
        ],
        none,
      ),
      ...stamps,
    },
  },
  franchises: {
    docs: [{ what: 'a franchise', id: (w) => w.business.franchiseId }],
    fields: { ...all(['name', 'branch'], both(admins)), ...stamps },
  },
  countries: {
    docs: [{ what: 'Australia', id: (w) => w.countryId }],
    fields: { ...all(['name', 'code'], both(admins)), ...stamps },
  },
  zones: {
    docs: [{ what: 'Queensland', id: (w) => w.zoneId }],
    fields: { ...all(['name', 'code', 'country', 'postcodes'], both(admins)), ...stamps },
  },
  enumerations: {
    docs: [{ what: 'a property type of an admin’s', id: (w) => w.docs.enumeration }],
    fields: {
      ...all(['type', 'value', 'label', 'parent', 'inScope', 'sortOrder'], both(admins)),
      key: none,
      builtIn: none,
      ...stamps,
    },
  },
  'enumeration-groups': {
    docs: [{ what: 'a group', id: (w) => w.docs.enumerationGroup }],
    fields: { ...all(['key', 'name', 'types'], both(admins)), ...stamps },
  },
  users: {
    newDoc: () => ({ password: 'Matrix-password-1' }),
    docs: [{ what: 'the owner’s account', id: (w) => w.docs.ownerUser }],
    fields: {
      ...all(['firstName', 'lastName'], { create: admins, update: owner }),
      // A new address takes effect when it is confirmed from that address; an admin changes it directly.
      email: both(admins),
      ...all(['guest', 'businessBranches', 'roles'], both(admins)),
      ...all(
        [
          'resetPasswordToken',
          'resetPasswordExpiration',
          'salt',
          'hash',
          'resetPasswordRequestedAt',
          'loginAttempts',
          'lockUntil',
          'sessions',
          // A new address waits for its link; the link's token is the confirmation's alone.
          'pendingEmail',
          'emailTokenHash',
          'emailTokenExpiresAt',
          // The invitation's, written by it and by the password chosen from its link.
          'invitedAt',
          'invitedBy',
          'invitationAcceptedAt',
          // The title staff screens show, made from the names and address on every write.
          'displayName',
        ],
        none,
      ),
      // An admin may confirm a sign-up by hand.
      awaitingConfirmation: both(admins),
      ...stamps,
    },
  },
  outbox: {
    docs: [{ what: 'the owner’s order e-mail', id: (w) => w.docs.outbox }],
    fields: {
      ...all(['to', 'messageId', 'from', 'replyTo', 'subject', 'text', 'html', 'attachments'], none),
      ...stamps,
    },
  },
  'outbox-files': {
    docs: [{ what: 'the order e-mail’s tax invoice', id: (w) => w.docs.outboxFile }],
    // Not images: no sizes of their own.
    fields: {
      ...all(['focalX', 'focalY'], none),
      ...Object.fromEntries(Object.entries(uploadFields).filter(([name]) => name !== 'sizes')),
      ...stamps,
    },
  },
  signatures: {
    file: 'image',
    makers: workers,
    // A stored signature never changes: a new one is a new upload.
    docs: [{ what: 'the valuer’s signature', id: (w) => w.docs.signature, frozen: true }],
    fields: {
      // A valuer's upload is theirs; an admin names whose it is.
      valuer: once(admins),
      ...all(['focalX', 'focalY'], none),
      ...Object.fromEntries(Object.entries(uploadFields).filter(([name]) => name !== 'sizes')),
      ...stamps,
    },
  },
  'email-claims': {
    docs: [{ what: 'a sent e-mail’s message id', id: (w) => w.docs.emailClaim }],
    fields: { ...all(['messageId', 'sentAt'], none), ...stamps },
  },
  'email-sends': {
    docs: [{ what: 'a count of a sent e-mail', id: (w) => w.docs.emailSend }],
    fields: { ...all(['kind', 'recipient', 'caller', 'sentAt'], none), ...stamps },
  },
  'request-counts': {
    docs: [{ what: 'a call counted against a limit', id: (w) => w.docs.requestCount }],
    fields: { key: none, at: none },
  },
  'stripe-events': {
    docs: [{ what: 'a Stripe event', id: (w) => w.docs.stripeEvent }],
    fields: { ...all(['eventId', 'type', 'outcome'], none), ...stamps },
  },
  'page-purges': {
    docs: [{ what: 'a purge of the page cache', id: (w) => w.docs.pagePurge }],
    fields: { tags: none, cdnJob: none, ...stamps },
  },
  // Written by the site as it keeps pages, and by nobody through any door.
  'cdn-pages': {
    docs: [{ what: 'a page the CDN keeps, by a tag', id: (w) => w.docs.cdnPage }],
    fields: { ...all(['path', 'tag'], none), ...stamps },
  },
  // Payload's own: stored values and jobs are Payload's; edit locks are the admin's staff's own.
  'payload-kv': {
    docs: [{ what: 'a stored value', id: (w) => w.docs.kv }],
    fields: { key: none, data: none },
  },
  'payload-jobs': {
    docs: [{ what: 'a queued e-mail', id: (w) => w.docs.job }],
    fields: all(
      [
        'input',
        'completedAt',
        'totalTried',
        'hasError',
        'error',
        'log',
        'taskSlug',
        'queue',
        'waitUntil',
        'processing',
        'meta',
        'createdAt',
        'updatedAt',
      ],
      none,
    ),
  },
  'payload-locked-documents': {
    // Payload makes and refreshes locks itself; staff only take one over, naming themselves (below).
    docs: [{ what: 'an admin’s edit lock', id: (w) => w.docs.lock }],
    fields: {
      ...all(['document', 'globalSlug'], none),
      user: none,
      ...stamps,
    },
  },
  'payload-preferences': {
    newDoc: () => ({ key: 'matrix' }),
    docs: [{ what: 'the valuer’s preference', id: (w) => w.docs.preference }],
    fields: {
      ...all(['key', 'value'], { create: staff, update: ['valuer'] }),
      user: none,
      ...stamps,
    },
  },
  'payload-migrations': {
    docs: [{ what: 'a migration', id: (w) => w.docs.migration }],
    fields: { ...all(['name', 'batch'], none), ...stamps },
  },
}

/** Globals: who may change each field. */
export const globalWriteMatrix: Record<string, Record<string, readonly Persona[]>> = {
  header: { navItems: editors, createdAt: nobody, updatedAt: nobody },
  footer: {
    ...Object.fromEntries(
      ['tagline', 'links', 'socialLinks', 'legalLinks', 'companyNumber', 'disclaimer'].map((name) => [
        name,
        editors,
      ]),
    ),
    createdAt: nobody,
    updatedAt: nobody,
  },
  // What a tax invoice prints (the seller's name, ABN, address and bank account) is the admin's.
  'site-settings': {
    ...Object.fromEntries(
      ['companyName', 'tradingName', 'abn', 'companyNumber', 'address', 'bankDetails'].map((name) => [
        name,
        admins,
      ]),
    ),
    ...Object.fromEntries(['supportEmail', 'phone', 'callToAction', 'seo'].map((name) => [name, editors])),
    createdAt: nobody,
    updatedAt: nobody,
  },
  'payload-jobs-stats': { stats: nobody, createdAt: nobody, updatedAt: nobody },
}
