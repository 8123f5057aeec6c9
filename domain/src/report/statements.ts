import { formatDate } from '../order/dates.ts'
import type { Purpose } from '../order/purposes.ts'

/**
 * Who may rely on a report, by its purpose: the client always; for a super fund's purposes the fund's trustee,
 * its auditor and the ATO, for that purpose only (ATO guidance on SMSF valuations).
 */
export function intendedUsers(purpose: Purpose | null, client: string): string {
  const named = client.trim() || 'the client named in this report'
  switch (purpose) {
    case 'smsf-reporting':
    case 'smsf-rental-assessment':
      return `${named}; the trustee of the fund, its approved SMSF auditor and the Australian Taxation Office may rely on it for that purpose only`
    case 'capital-gains-tax':
      return `${named}; their tax adviser and the Australian Taxation Office may rely on it for that purpose only`
    case 'transfer-duty':
      return `${named}; the state revenue office assessing the duty may rely on it for that purpose only`
    case 'financial-reporting':
      return `${named}; their auditor may rely on it for that purpose only`
    default:
      return named
  }
}

/**
 * States where the Professional Standards scheme our valuers are members of does not limit liability: the API
 * Valuers scheme does not cover Tasmania.
 */
export const statesOutsideLiabilityScheme: readonly string[] = ['TAS']

/**
 * Whether "Liability limited by a scheme approved under Professional Standards Legislation" may be printed: only
 * when the practice is in a scheme and the property is in a state where it applies.
 */
export const liabilityLimitedApplies = (practiceInScheme: boolean, propertyState: string | null) =>
  practiceInScheme &&
  propertyState !== null &&
  !statesOutsideLiabilityScheme.includes(propertyState.trim().toUpperCase())

/** The last day (YYYY-MM-DD) the value may be relied on: `days` after the date of valuation. */
export function relianceUntil(valuationDate: string, days: number): string {
  const day = new Date(`${valuationDate}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The facts a template's wording may name, as `{client}`; filled when the report is rendered. */
export type ReportTextFacts = {
  client: string
  instructedBy: string
  instructedOn: string | null
  purpose: string
  valuationDate: string
  reportDate: string
  propertyState: string | null
  practice: string
  valuer: string | null
  photoCount: number
  reliancePeriodDays?: number
}

/** The names a template's wording may use between braces, and what each becomes. */
export const reportTextTokens = {
  client: (facts: ReportTextFacts) => facts.client,
  instructedBy: (facts: ReportTextFacts) => facts.instructedBy,
  instructedOn: (facts: ReportTextFacts) => (facts.instructedOn ? formatDate(facts.instructedOn) : ''),
  purpose: (facts: ReportTextFacts) => facts.purpose,
  valuationDate: (facts: ReportTextFacts) => formatDate(facts.valuationDate),
  reportDate: (facts: ReportTextFacts) => formatDate(facts.reportDate),
  state: (facts: ReportTextFacts) => facts.propertyState ?? '',
  practice: (facts: ReportTextFacts) => facts.practice,
  valuer: (facts: ReportTextFacts) => facts.valuer ?? 'the valuer',
  photoCount: (facts: ReportTextFacts) =>
    facts.photoCount === 0
      ? 'no photographs'
      : `${facts.photoCount} photograph${facts.photoCount === 1 ? '' : 's'}`,
  reliancePeriod: (facts: ReportTextFacts) => `${facts.reliancePeriodDays ?? 90} days`,
  relianceUntil: (facts: ReportTextFacts) =>
    formatDate(relianceUntil(facts.valuationDate, facts.reliancePeriodDays ?? 90)),
} as const

/** A template's wording with its `{tokens}` filled from the report's facts; an unknown name is left as written. */
export const fillReportText = (text: string, facts: ReportTextFacts): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in reportTextTokens ? reportTextTokens[name as keyof typeof reportTextTokens](facts) : whole,
  )
