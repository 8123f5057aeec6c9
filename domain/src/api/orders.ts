import { z } from 'zod'

import { ContactDetails } from '../order/schemas.ts'
import {
  AddressDetails,
  AssessmentDetails,
  Fund,
  OrderedProperty,
  PropertyStep,
  PropertyTypeSelection,
} from '../order/schemas.ts'
import { dateTime } from '../order/dates.ts'
import { invoiceStatuses } from '../order/invoiceStatus.ts'
import { invoiceAdjustments } from '../order/adjustmentNote.ts'
import { MAX_ORDER_PHOTOS } from '../order/photos.ts'
import { reportKindKeys } from '../order/purposes.ts'
import { PropertyDetails } from '../property/details.ts'
import { deliveryStates } from '../report/delivery.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

export const CreateContactRequest = ContactDetails.pick({
  FirstName: true,
  LastName: true,
  Email: true,
  Phone: true,
  BusinessName: true,
}).extend({
  RequestBearerToken: z.boolean().default(false),
})
export const CreateContactResponse = z.object({ ContactId: id, Token: z.string().optional() })
/** POST /api/users/guest: a session for a customer who has not signed up, before anything is ordered. */
export const GuestSessionResponse = z.object({ Token: z.string() })

export const QuoteResponse = z.object({
  InScope: z.boolean(),
  Reasons: z.array(z.object({ Field: z.string(), Code: z.string(), Message: z.string() })),
  /** What the customer should know before paying, e.g. how old a revenue office lets the valuation be. */
  Notices: z.array(z.object({ Code: z.string(), Message: z.string() })),
  ProductId: id.nullable(),
  Description: z.string().nullable(),
  TotalCents: z.number().int().nullable(),
  GstCents: z.number().int().nullable(),
})
export type QuoteResponse = z.infer<typeof QuoteResponse>

export const PropertyDetailsRequest = OrderedProperty.extend({
  ReportKind: z.enum(reportKindKeys).default('value'),
  Purpose: AssessmentDetails.shape.Purpose.optional(),
  RelatedParty: AssessmentDetails.shape.RelatedParty,
})

/** The pre-valuation form's contact: one of the caller's by its id, or the spec's details (found or made). */
export const PrevaluationContact = z.union([
  z.object({
    ContactId: z.union(
      id.options,
      'Name one of your contacts, or give the FirstName, LastName, Email and Phone.',
    ),
  }),
  ContactDetails.pick({ FirstName: true, LastName: true, Email: true, Phone: true, BusinessName: true }),
])

/** POST /api/valuation_form/create_prevaluation_form (spec: Pre-valuation form). */
export const PrevaluationFormRequest = z.object({
  AddressDetails,
  PropertyTypeSelection,
  AssessmentDetails,
  Contact: PrevaluationContact,
  StrataTitled: OrderedProperty.shape.StrataTitled,
  Tenancies: OrderedProperty.shape.Tenancies,
  EstimatedValue: OrderedProperty.shape.EstimatedValue,
  SpecialUse: OrderedProperty.shape.SpecialUse,
})
export const PrevaluationFormResponse = z.object({
  SnapshotId: id,
  ContactId: id,
  Quote: QuoteResponse,
  CreateDate: z.string(),
})

export const SavePropertyDetailsRequest = PropertyDetails

export const PrepaymentRequest = z.object({
  SnapshotId: id,
  ContactId: id,
  ReportKind: z.enum(reportKindKeys).default('value'),
  /** The firm the order is for: needed only by a member of several firms (a member of one orders for it). */
  BusinessId: id.optional(),
})
export const InvoiceSummary = z.object({
  InvoiceId: id,
  Number: z.string(),
  Status: z.enum(invoiceStatuses),
  TotalCents: z.number().int(),
  GstCents: z.number().int(),
  Description: z.string(),
})

export const CreateValuationRequest = z.object({
  SnapshotId: id,
  Purpose: AssessmentDetails.shape.Purpose,
  InvoiceId: id,
  PracticeId: id.optional(),
  RetrospectiveDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')
    .nullable()
    .optional(),
  RelatedParty: AssessmentDetails.shape.RelatedParty,
  /** An SMSF order without one asks the customer for it afterwards (FundNeeded). */
  Fund: AssessmentDetails.shape.Fund,
})
export const CreateValuationResponse = z.object({
  ValuationId: id,
  Reference: z.string(),
  Status: z.number().int(),
})

/** An id in a path: digits on SQL databases, an ObjectId on MongoDB. */
export const IdParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'Not a valid id.') })

export const AdjustmentNoteSummary = z.object({
  AdjustmentNoteId: id,
  Number: z.string(),
  IssuedAt: z.string(),
  Kind: z.enum(invoiceAdjustments),
  Description: z.string(),
  Reason: z.string(),
  AmountCents: z.number().int(),
  GstCents: z.number().int(),
})

export const InvoiceResponse = InvoiceSummary.extend({
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  PaymentMethod: z.enum(['card', 'bank-transfer']).nullable(),
  Lines: z.array(
    z.object({
      Description: z.string(),
      Quantity: z.number(),
      UnitCents: z.number(),
      TotalCents: z.number(),
    }),
  ),
  AdjustmentNotes: z.array(AdjustmentNoteSummary),
})
export const InvoiceList = z.object({
  Items: z.array(InvoiceResponse),
  Page: z.number(),
  TotalPages: z.number(),
  TotalItems: z.number(),
})
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const ProductResponse = z.object({
  ProductId: id,
  Code: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  FeeIncGst: z.number(),
  FeeMaxIncGst: z.number().nullable(),
  ConsolidatedFeeIncGst: z.number().nullable(),
})
export const ProductInvoiceRequest = z.object({
  SnapshotId: id,
  ContactId: id,
  ReportKind: PrepaymentRequest.shape.ReportKind,
  BusinessId: PrepaymentRequest.shape.BusinessId,
})

export const FileResponse = z.object({
  FileId: id,
  Filename: z.string(),
  MimeType: z.string(),
  Size: z.number(),
  Url: z.string(),
})
export const BulkFilesParams = z.object({
  ids: z
    .string()
    .max(2000)
    .regex(/^[\w-]*(,[\w-]+)*$/, 'A comma-separated list of ids.')
    .optional(),
})
/** PUT /api/valuations/{id}/images and POST …/files/attach: the spec's FileId and Slot. */
export const AttachFileRequest = z.object({
  FileId: id,
  Slot: z
    .string()
    .trim()
    .min(1, 'Name the slot.')
    .max(50)
    .regex(/^[\w-]+$/, 'Use letters, digits, - and _ only.'),
})

export const OrderView = z.object({
  ValuationId: id,
  Reference: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  Address: z.string(),
  Purpose: z.string(),
  RetrospectiveDate: z.string().nullable(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  DueAt: z.string().nullable(),
  Invoice: z
    .object({
      InvoiceId: id,
      Number: z.string(),
      Status: z.enum(invoiceStatuses),
      TotalCents: z.number().int(),
      GstCents: z.number().int(),
    })
    .nullable(),
  Images: z.array(z.object({ Slot: z.string(), FileId: id })),
  ReportFileId: id.nullable(),
  /** Where the report's e-mail stands: queued, sent (confirmed by the mail service) or failed; null before. */
  ReportDelivery: z.enum(deliveryStates).nullable(),
  /** Waiting on something outside the valuer's hands, and why; the due time stands still meanwhile. */
  OnHold: z.object({ Since: z.string(), Reason: z.string() }).nullable(),
  HoldAnsweredAt: z.string().nullable(),
  Fund: z.object({ Name: z.string(), Trustee: z.string(), Abn: z.string() }).nullable(),
  /** Given with PUT /api/valuations/{id}/fund; the report is not completed until then. */
  FundNeeded: z.boolean(),
})
export type OrderView = z.infer<typeof OrderView>

export const GiveFundRequest = z.strictObject({ Fund })
export type GiveFundRequest = z.input<typeof GiveFundRequest>
export const OrderKeyQuery = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[\w-]{32}$/, 'Use the link from your e-mail.'),
})

export const ContactResponse = z.object({
  ContactId: id,
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  BusinessName: z.string().nullable(),
  CreatedAt: z.string(),
})
export const ContactPatch = z.strictObject({
  FirstName: ContactDetails.shape.FirstName.optional(),
  LastName: ContactDetails.shape.LastName.optional(),
  Email: ContactDetails.shape.Email.optional(),
  Phone: ContactDetails.shape.Phone.optional(),
  BusinessName: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
})
export const ContactListQuery = PageQuery.extend({ search: z.string().trim().max(100).optional() })
/** GET /api/contacts/grouped: contacts by business (people without one come under a null BusinessName). */
export const ContactGroup = z.object({
  BusinessName: z.string().nullable(),
  Contacts: z.array(ContactResponse),
})

/** POST /api/invoices/create_test_invoice: a small invoice to an admin, to try payments end to end. */
export const TestInvoiceRequest = z.strictObject({
  AmountCents: z.number().int().min(50, 'Stripe charges at least 50 cents.').max(100_000).default(100),
  Description: z.string().trim().min(1).max(200).default('Test invoice: payments check'),
})

export const PaymentRecordRequest = z.strictObject({
  Method: z.literal('bank-transfer').default('bank-transfer'),
  /** When the money arrived; now when not given. */
  PaidAt: dateTime().optional(),
})

/** `OrderKey` is the browser's: sent again (a retry, a double click), it places nothing new. */
export const PlaceOrderRequest = z.strictObject({
  OrderKey: z.uuid('Send a new UUID for each order.'),
  ContactId: id,
  Property: PropertyStep,
  Assessment: AssessmentDetails,
  Details: PropertyDetails,
  PracticeId: id.optional(),
  /** The firm the order is for: needed only by a member of several firms (a member of one orders for it). */
  BusinessId: id.optional(),
  /** The customer's photos of the property, uploaded beforehand (POST /api/files); attached in this order. */
  Photos: z
    .array(z.strictObject({ FileId: id }))
    .max(MAX_ORDER_PHOTOS, `Send at most ${MAX_ORDER_PHOTOS} photos.`)
    .default([]),
})
export const OnAccountSummary = z.object({
  /** YYYY-MM: the month whose tax invoice bills it (issued at the start of the next month). */
  Month: z.string(),
  TotalCents: z.number().int(),
  GstCents: z.number().int(),
  Description: z.string(),
})
export type OnAccountSummary = z.infer<typeof OnAccountSummary>

export const PlacedOrderResponse = z.object({
  ValuationId: id,
  Reference: z.string(),
  Status: z.number().int(),
  SnapshotId: id,
  ContactId: id,
  Invoice: InvoiceSummary.nullable(),
  /** On a firm's account: started at once, billed on the month's invoice; otherwise null. */
  OnAccount: OnAccountSummary.nullable(),
})
export type PlacedOrderResponse = z.infer<typeof PlacedOrderResponse>
