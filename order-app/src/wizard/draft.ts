import type { AssessmentDetails, ContactDetails, PropertyDetails, PropertyStep } from '@valuedesk/domain'

export const stepNames = ['property', 'purpose', 'details', 'contact', 'review'] as const
export type StepName = (typeof stepNames)[number]

export const stepTitles: Record<StepName, string> = {
  property: 'Property',
  purpose: 'Purpose and date',
  details: 'Property details',
  contact: 'Your details',
  review: 'Review and pay',
}

export type BankAccount = { accountName: string; bsb: string; accountNumber: string }

export type InvoiceToPay = { invoiceId: number | string; invoiceNumber: string; totalCents: number }

export type PlacedOrder = {
  contactId: number | string
  snapshotId: number | string
  valuationId: number | string
  reference: string
  totalCents: number
  gstCents: number
  description: string
} & (
  | (InvoiceToPay & { onAccountMonth?: undefined })
  | { invoiceId?: undefined; invoiceNumber?: undefined; onAccountMonth: string }
)

export type DraftPhoto = { fileId: number | string; name: string; size: number; url: string }

export type DraftContact = Omit<ContactDetails, 'Over18' | 'AcceptTerms'>

export type OrderDraft = {
  property?: PropertyStep
  assessment?: AssessmentDetails
  details?: PropertyDetails
  photos?: DraftPhoto[]
  contact?: DraftContact
  /** The contact made on the server for these contact details, kept so a retry does not make another. */
  savedContact?: { id: number | string; of: string }
  /** Kept even when answers change after a lost answer: that attempt may have placed the order. */
  orderKey?: string
  order?: PlacedOrder
}

export const contactFingerprint = (contact: DraftContact) =>
  JSON.stringify([contact.FirstName, contact.LastName, contact.Email, contact.Phone, contact.BusinessName])

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
export const clearDraft = () => {
  localStorage.removeItem(draftKey)
  localStorage.removeItem(typingKey)
}

const typingKey = 'vd_order_typing'

/** Not while hydrating: what the browser first draws must be what the server drew. */
let keptAnswersRead = false
export const readKeptAnswers = () => {
  keptAnswersRead = true
}

/** Kept as typed, so Back, a reload or "Change my answers" shows the step as left. */
export function typedSoFar<T>(step: string): T | undefined {
  if (!keptAnswersRead) return undefined
  try {
    return (JSON.parse(localStorage.getItem(typingKey) ?? '{}') as Record<string, T>)[step]
  } catch {
    return undefined
  }
}

export function keepTyping(step: string, values: unknown) {
  let typed: Record<string, unknown> = {}
  try {
    typed = JSON.parse(localStorage.getItem(typingKey) ?? '{}') as Record<string, unknown>
  } catch {
    // A store another version of the page wrote: started afresh.
  }
  localStorage.setItem(typingKey, JSON.stringify({ ...typed, [step]: values }))
}

/** The first step whose data is missing: a customer can't jump past what they have not filled in. */
export function furthestStep(draft: OrderDraft): StepName {
  if (draft.order) return 'review'
  if (!draft.property) return 'property'
  if (!draft.assessment) return 'purpose'
  if (!draft.details) return 'details'
  if (!draft.contact) return 'contact'
  return 'review'
}

/** Once placed, only the placed order: its answers can no longer change here. */
export function allowedStep(wanted: StepName | undefined, draft: OrderDraft): StepName {
  if (draft.order) return 'review'
  const limit = stepNames.indexOf(furthestStep(draft))
  const index = wanted ? stepNames.indexOf(wanted) : limit
  return stepNames[Math.min(index, limit)]!
}
