import type { Payload } from 'payload'

import { pageCache } from '../../cache/pageCache.ts'
import type { PropertySnapshot } from '../../payload-types.ts'
import {
  dutyNotices,
  quoteFor,
  scopeReasons,
  type FeeRow,
  type OrderRequest,
  type PropertyClassification,
  type AustralianState,
  type Purpose,
  type QuoteResponse,
  type ReportKind,
  type SpecialUse,
  stateOf,
} from '@valuedesk/domain'

export type QuoteInput = {
  classification: PropertyClassification
  type: string
  strataTitled: boolean
  tenancies: number
  estimatedValue?: number
  specialUse: SpecialUse
  reportKind: ReportKind
  purpose?: Purpose
  state?: AustralianState
  relatedParty?: boolean
}

/** The fee rows as the pricing rules read them: the Products collection, active rows only. */
async function readFeeRows(payload: Payload): Promise<FeeRow[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { active: { equals: true } },
    limit: 100,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    code: doc.code,
    name: doc.name,
    feeIncGst: doc.feeIncGst,
    consolidatedFeeIncGst: doc.consolidatedFeeIncGst,
  }))
}

let kept = new WeakMap<Payload, Promise<FeeRow[]>>()
// A change to any fee row purges the tag "products" (hooks/purgePages.ts), here and, broadcast, in every process.
pageCache.follow((tags) => {
  if (tags.includes('products')) kept = new WeakMap()
})

/**
 * The fee rows, read once and kept until a fee row changes: every quote, order and invoice prices from
 * them, and they change a few times a year. A failed read is not kept.
 */
export function feeRows(payload: Payload): Promise<FeeRow[]> {
  const known = kept.get(payload)
  if (known) return known
  const rows = readFeeRows(payload)
  const cache = kept
  cache.set(payload, rows)
  rows.catch(() => cache.delete(payload))
  return rows
}

/** The instant quote: the binding price from the fee rows and every reason the order would be refused. */
export async function quote(payload: Payload, input: QuoteInput): Promise<QuoteResponse> {
  const reasons = scopeReasons({
    classification: input.classification,
    tenancies: input.tenancies,
    estimatedValue: input.estimatedValue,
    specialUse: input.specialUse,
    purpose: input.purpose,
    state: input.state,
    relatedParty: input.relatedParty,
  })
  const price = quoteFor(
    {
      classification: input.classification,
      type: input.type,
      strataTitled: input.strataTitled,
      tenancies: input.tenancies,
      reportKind: input.reportKind,
    },
    await feeRows(payload),
  )
  return {
    InScope: reasons.length === 0,
    Reasons: reasons.map((reason) => ({ Field: reason.field, Code: reason.code, Message: reason.message })),
    Notices: dutyNotices(input).map((notice) => ({ Code: notice.code, Message: notice.message })),
    ProductId: price?.productId ?? null,
    Description: price?.description ?? null,
    TotalCents: price?.totalCents ?? null,
    GstCents: price?.gstCents ?? null,
  }
}

/** An order as the pricing rules read it, before anything is kept. */
export const orderQuoteInput = ({ Property, Assessment }: OrderRequest): QuoteInput => ({
  classification: Property.PropertyTypeSelection.PropertyClassification,
  type: Property.PropertyTypeSelection.PropertyType,
  strataTitled: Property.StrataTitled,
  tenancies: Property.Tenancies,
  estimatedValue: Property.EstimatedValue,
  specialUse: Property.SpecialUse,
  reportKind: Assessment.ReportKind,
  purpose: Assessment.Purpose,
  state: Property.AddressDetails.State,
  relatedParty: Assessment.RelatedParty,
})

/** A stored snapshot as the pricing rules read it. */
export const snapshotQuoteInput = (snapshot: PropertySnapshot, reportKind: ReportKind): QuoteInput => ({
  classification: snapshot.classification,
  type: snapshot.propertyType,
  strataTitled: Boolean(snapshot.strataTitled),
  tenancies: snapshot.tenancies,
  estimatedValue: snapshot.estimatedValue ?? undefined,
  specialUse: snapshot.specialUse ?? 'none',
  reportKind,
  state: stateOf(snapshot.state),
})
