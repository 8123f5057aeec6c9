import { propertyClassifications, typeProduct, type PropertyClassification } from '../property/catalogue.ts'
import { gstIncludedCents, toCents } from '../money.ts'
import type { ReportKind } from './purposes.ts'

/** The codes of the fee rows (the Products collection); prices live there, never in code. */
export const productCodes = [
  'residential-dwelling',
  'duplex',
  'strata-commercial',
  'single-occupancy-commercial',
  'rural',
  'multi-tenancy',
  'consolidated',
] as const
export type ProductCode = (typeof productCodes)[number]

export type FeeInput = {
  classification: PropertyClassification
  type: string
  strataTitled?: boolean
  tenancies: number
}

/** Which fee row prices this property: its type's, unless more tenancies or a commercial strata title. */
export function productFor({ classification, type, strataTitled = false, tenancies }: FeeInput): ProductCode {
  const product = typeProduct(classification, type)
  if (product === 'rural' || product === 'duplex') return product
  if (tenancies > 1) return 'multi-tenancy'
  if (product === 'single-occupancy-commercial' && strataTitled) return 'strata-commercial'
  return product
}

export type FeeRow = {
  id: number | string
  code: string
  name: string
  feeIncGst: number
  consolidatedFeeIncGst?: number | null
}

export type Quote = {
  productId: number | string
  productCode: ProductCode
  description: string
  totalCents: number
  gstCents: number
  reportKind: ReportKind
}

export function quoteFor(
  input: FeeInput & { reportKind: ReportKind },
  rows: readonly FeeRow[],
): Quote | undefined {
  const code = productFor(input)
  const row = rows.find((candidate) => candidate.code === code)
  if (!row) return undefined
  const consolidated = input.reportKind === 'both'
  const fee = consolidated ? row.consolidatedFeeIncGst : row.feeIncGst
  if (fee === undefined || fee === null) return undefined
  const totalCents = toCents(fee)
  const label = propertyClassifications[input.classification].label
  return {
    productId: row.id,
    productCode: code,
    description: consolidated
      ? `Consolidated property and rental assessment report — ${row.name} (${label})`
      : `Desktop ${input.reportKind === 'rental' ? 'rental assessment' : 'valuation'} — ${row.name}`,
    totalCents,
    gstCents: gstIncludedCents(totalCents),
    reportKind: input.reportKind,
  }
}
