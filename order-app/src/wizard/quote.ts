import {
  dutyNotices,
  quoteFor,
  stateOf,
  scopeReasons,
  type FeeRow,
  type PropertyClassification,
  type PropertyStep,
  type Purpose,
  type ReportKind,
  type SpecialUse,
} from '@valuedesk/domain'

export type LiveQuote = {
  totalCents?: number
  gstCents?: number
  description?: string
  reasons: { field: string; message: string }[]
  /** What to know before paying, e.g. how old the state's revenue office lets the valuation be. */
  notices: { code: string; message: string }[]
}

/** The form's values as they stand: a choice not made yet may also be '' (a select's placeholder). */
type Input = {
  classification?: PropertyClassification
  type?: string
  strataTitled?: boolean
  tenancies?: number
  estimatedValue?: number
  specialUse?: SpecialUse
  reportKind?: ReportKind
  purpose?: Purpose
  state?: string
  relatedParty?: boolean
}

/** The instant price and scope check, computed in the browser by the same rules the server applies. */
export function liveQuote(input: Input, fees: readonly FeeRow[]): LiveQuote {
  if (!input.classification || !input.type) return { reasons: [], notices: [] }
  const duty = {
    state: stateOf(input.state),
    purpose: input.purpose || undefined,
    relatedParty: input.relatedParty,
  }
  const classification = input.classification
  const tenancies = Number.isFinite(input.tenancies) && input.tenancies! > 0 ? input.tenancies! : 1
  const reasons = scopeReasons({
    classification,
    tenancies,
    estimatedValue: Number.isFinite(input.estimatedValue) ? input.estimatedValue! : 0,
    specialUse: input.specialUse || 'none',
    ...duty,
  })
  const price = quoteFor(
    {
      classification,
      type: input.type,
      strataTitled: input.strataTitled,
      tenancies,
      reportKind: input.reportKind || 'value',
    },
    fees,
  )
  return {
    totalCents: price?.totalCents,
    gstCents: price?.gstCents,
    description: price?.description,
    reasons: reasons.map((reason) => ({ field: reason.field, message: reason.message })),
    notices: dutyNotices(duty),
  }
}

export const propertyQuote = (
  property: PropertyStep,
  choice: { reportKind?: ReportKind; purpose?: Purpose; relatedParty?: boolean },
  fees: readonly FeeRow[],
): LiveQuote =>
  liveQuote(
    {
      classification: property.PropertyTypeSelection.PropertyClassification,
      type: property.PropertyTypeSelection.PropertyType,
      strataTitled: property.StrataTitled,
      tenancies: property.Tenancies,
      estimatedValue: property.EstimatedValue,
      specialUse: property.SpecialUse,
      state: property.AddressDetails.State,
      ...choice,
    },
    fees,
  )
