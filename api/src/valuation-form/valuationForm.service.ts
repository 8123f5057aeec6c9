import type { Payload } from 'payload'

import {
  createSnapshot,
  invoiceOrder,
  placeValuation,
  savePropertyDetails as saveDetails,
  type User,
  type ValuationOrder,
} from '@valuedesk/cms'
import {
  AppError,
  statusOf,
  todayInAustralia,
  type ModelState,
  type PrevaluationFormRequest,
  type PropertyDetails,
  type ReportKind,
} from '@valuedesk/domain'
import type { z } from 'zod'

import { contactWith } from '../contacts/contacts.service.ts'

type Id = number | string

/** The lifecycle names the order's fields `Property.…` and `Assessment.…`; each call names them by its own body. */
async function renamingFields<T>(rename: (field: string) => string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error
    const details: ModelState = Object.fromEntries(
      Object.entries(error.details).map(([field, messages]) => [rename(field), messages]),
    )
    throw AppError.validation(details)
  }
}

export async function createPrevaluationForm(
  payload: Payload,
  user: User,
  input: z.output<typeof PrevaluationFormRequest>,
) {
  const contactId =
    'ContactId' in input.Contact
      ? input.Contact.ContactId
      : (await contactWith(payload, user, input.Contact)).id
  const { snapshot, quote } = await renamingFields(
    (field) => field.replace(/^Property\./, '').replace(/^Assessment\./, 'AssessmentDetails.'),
    () =>
      createSnapshot(payload, user, {
        contactId,
        order: {
          Property: {
            AddressDetails: input.AddressDetails,
            PropertyTypeSelection: input.PropertyTypeSelection,
            StrataTitled: input.StrataTitled,
            Tenancies: input.Tenancies,
            EstimatedValue: input.EstimatedValue,
            SpecialUse: input.SpecialUse,
          },
          Assessment: input.AssessmentDetails,
        },
      }),
  )
  return { SnapshotId: snapshot.id, ContactId: contactId, Quote: quote, CreateDate: todayInAustralia() }
}

export async function savePropertyDetails(
  payload: Payload,
  user: User,
  snapshotId: Id,
  details: PropertyDetails,
) {
  await saveDetails(payload, user, snapshotId, details)
}

export const prepayment = (
  payload: Payload,
  user: User,
  input: { SnapshotId: Id; ContactId: Id; ReportKind: ReportKind; BusinessId?: Id },
  productId?: Id,
) =>
  invoiceOrder(payload, user, {
    snapshotId: input.SnapshotId,
    contactId: input.ContactId,
    reportKind: input.ReportKind,
    businessId: input.BusinessId,
    productId,
  })

export async function createValuation(
  payload: Payload,
  user: User,
  input: {
    SnapshotId: Id
    Purpose: ValuationOrder['purpose']
    InvoiceId: Id
    PracticeId?: Id
    RetrospectiveDate?: string | null
    RelatedParty?: boolean
    Fund?: ValuationOrder['fund']
  },
) {
  const valuation = await renamingFields(
    (field) => field.replace(/^(Property|Assessment)\./, ''),
    () =>
      placeValuation(payload, user, {
        snapshotId: input.SnapshotId,
        invoiceId: input.InvoiceId,
        purpose: input.Purpose,
        practiceId: input.PracticeId,
        retrospectiveDate: input.RetrospectiveDate,
        relatedParty: input.RelatedParty,
        fund: input.Fund,
      }),
  )
  return { ValuationId: valuation.id, Reference: valuation.reference, Status: statusOf(valuation) }
}
