import type { AustralianState } from './schemas.ts'
import type { Purpose } from './purposes.ts'

/** A rule a desktop report cannot meet puts the order out of scope; a time limit is told before paying. */
type RevenueOfficeRule = {
  office: string
  /** A related-party transfer needs a valuation made with a physical inspection. */
  inspectionForRelatedParty?: boolean
  /** How old (in months, from the date of valuation to the transfer) a valuation may be. */
  maxAgeMonths?: number
  notice?: string
  inReport: string
}

export const revenueOfficeRules: Partial<Record<AustralianState, RevenueOfficeRule>> = {
  WA: {
    office: 'RevenueWA',
    inspectionForRelatedParty: true,
    maxAgeMonths: 3,
    notice:
      'RevenueWA accepts a valuation made within 3 months of the transfer. Order the valuation as at the transfer date, or close to it.',
    inReport:
      'RevenueWA accepts a valuation made within 3 months of the transfer; for a transfer between related parties, only a licensed valuation made with a physical inspection, which this desktop report is not.',
  },
  VIC: {
    office: 'the State Revenue Office Victoria',
    maxAgeMonths: 6,
    notice:
      'The State Revenue Office Victoria accepts a valuation made within 6 months of the transfer (3 months of the contract). Order the valuation as at the transfer date, or close to it.',
    inReport:
      'The State Revenue Office Victoria accepts a valuation by a valuer certified by the Australian Property Institute with experience in the property type, made within 6 months of the transfer (3 months of the contract), with the valuer’s qualifications stated; where a range is given it takes the lowest figure.',
  },
  QLD: {
    office: 'Queensland Revenue Office',
    maxAgeMonths: 3,
    notice:
      'Queensland Revenue Office in practice accepts a valuation under 3 months old, based on at least 3 recent sales. Order the valuation as at the transfer date, or close to it; our report for it cites at least three sales.',
    inReport:
      'Queensland Revenue Office may require a registered valuer’s valuation (ruling DA505.1.2), in practice under 3 months old and based on at least 3 recent sales.',
  },
}

export type DutyInput = { state?: AustralianState; purpose?: Purpose; relatedParty?: boolean }

export function needsInspection({ state, purpose, relatedParty }: DutyInput): string | null {
  if (purpose !== 'transfer-duty' || !relatedParty || !state) return null
  const rule = revenueOfficeRules[state]
  if (!rule?.inspectionForRelatedParty) return null
  return `In Western Australia, ${rule.office} lets a transfer between related parties be self-assessed for duty only with a licensed valuation made with a physical inspection, so our desktop report can’t serve. A valuer who inspects the property can.`
}

export type ScopeNotice = { code: string; message: string }

export function dutyNotices({ state, purpose }: DutyInput): ScopeNotice[] {
  if (purpose !== 'transfer-duty' || !state) return []
  const notice = revenueOfficeRules[state]?.notice
  return notice ? [{ code: `${state.toLowerCase()}-valuation-age`, message: notice }] : []
}
