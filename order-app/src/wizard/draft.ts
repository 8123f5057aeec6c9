import type { AssessmentDetails, ContactDetails, PropertyDetails, PropertyStep } from '@valuedesk/domain'

/** The wizard's steps, in order; the current one lives in the URL (?step=…). */
export const stepNames = ['property', 'purpose', 'details', 'contact', 'review'] as const
export type StepName = (typeof stepNames)[number]

export const stepTitles: Record<StepName, string> = {
  property: 'Property',
  purpose: 'Purpose and date',
  details: 'Property details',
  contact: 'Your details',
  review: 'Review and pay',
}

/** What the server made once the customer confirmed their details. */
export type PlacedOrder = {
  contactId: number | string
  snapshotId: number | string
  invoiceId: number | string
  invoiceNumber: string
  valuationId: number | string
  reference: string
  totalCents: number
  gstCents: number
  description: string
}

export type OrderDraft = {
  property?: PropertyStep
  assessment?: AssessmentDetails
  details?: PropertyDetails
  contact?: Omit<ContactDetails, 'Over18' | 'AcceptTerms'>
  /**
   * Names the order being placed, made in this browser before the first try: a retry, a reload or a double
   * click sends it again and gets the same order back. New answers are a new order, with a new key.
   */
  orderKey?: string
  order?: PlacedOrder
}

/** The draft once an answer changed: the order placed from the old answers (and its key) no longer applies. */
export const withoutOrder = (draft: OrderDraft): OrderDraft => ({
  ...draft,
  order: undefined,
  orderKey: undefined,
})

const draftKey = 'vd_order_draft'

/** Progress survives a reload: the draft is kept in this browser until the order is paid. */
export function loadDraft(): OrderDraft {
  try {
    return JSON.parse(localStorage.getItem(draftKey) ?? '{}') as OrderDraft
  } catch {
    return {}
  }
}

export const saveDraft = (draft: OrderDraft) => localStorage.setItem(draftKey, JSON.stringify(draft))
export const clearDraft = () => localStorage.removeItem(draftKey)

/** The first step whose data is missing: a customer can't jump past what they have not filled in. */
export function furthestStep(draft: OrderDraft): StepName {
  if (!draft.property) return 'property'
  if (!draft.assessment) return 'purpose'
  if (!draft.details) return 'details'
  if (!draft.order) return 'contact'
  return 'review'
}
