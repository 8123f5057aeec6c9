import { keysOf } from '../keys.ts'

/** The last two are listed so the customer learns before paying that we cannot serve them. */
export const purposes = {
  'financial-reporting': { label: 'Financial reporting', inScope: true },
  'smsf-reporting': { label: 'SMSF annual reporting (market value)', inScope: true },
  'capital-gains-tax': { label: 'Capital gains tax', inScope: true },
  'transfer-duty': { label: 'Transfer (stamp) duty', inScope: true },
  'smsf-rental-assessment': {
    label: 'Indicative rental assessment for super fund administration',
    inScope: true,
  },
  'lending-security': { label: 'Lending or mortgage security', inScope: false },
  'property-settlement': {
    label: 'Division of assets or property settlement (e.g. family law)',
    inScope: false,
  },
} as const

export type Purpose = keyof typeof purposes
export const purposeKeys = keysOf(purposes)

export const reportKinds = {
  value: 'Market value',
  rental: 'Market rent (rental assessment)',
  both: 'Market value and market rent (consolidated report)',
} as const
export type ReportKind = keyof typeof reportKinds
export const reportKindKeys = keysOf(reportKinds)

export const specialUses = {
  none: 'None of these',
  'shopping-centre': 'Shopping centre',
  'retirement-village': 'Retirement village',
  childcare: 'Childcare facility',
  'noxious-industry': 'Noxious industry',
  'service-station': 'Service station',
  'self-storage': 'Self-storage',
  'car-park': 'Car park',
  'hotel-leisure': 'Hotel or leisure property',
  'specialised-use': 'Other specialised-use property',
} as const
export type SpecialUse = keyof typeof specialUses
export const specialUseKeys = keysOf(specialUses)

/** The report states the lease terms relied on and assesses the arm's-length rent. */
export const rentToRelatedParty = (
  purpose: string | null | undefined,
  relatedParty: boolean | null | undefined,
) => Boolean(relatedParty) && purpose === 'smsf-rental-assessment'
