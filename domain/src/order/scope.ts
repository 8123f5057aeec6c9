import { formatAud } from '../money.ts'
import { propertyClassifications, type PropertyClassification } from '../property/catalogue.ts'
import { purposes, type Purpose, type SpecialUse } from './purposes.ts'
import { needsInspection } from './revenueOffices.ts'
import type { AustralianState } from './schemas.ts'

export const MAX_COMMERCIAL_TENANCIES = 5
export const MAX_RESIDENTIAL_TENANCIES = 10
export const MAX_ESTIMATED_VALUE = 5_000_000

export type ScopeInput = {
  classification: PropertyClassification
  tenancies: number
  /** Not given by the spec's calls: then the valuer, not the scope check, meets a property above the limit. */
  estimatedValue?: number
  specialUse: SpecialUse
  purpose?: Purpose
  /** The property's state, when known: some revenue offices ask more than a desktop report gives. */
  state?: AustralianState
  relatedParty?: boolean
}

export type ScopeReason = {
  field: 'Purpose' | 'RelatedParty' | 'SpecialUse' | 'Tenancies' | 'EstimatedValue'
  code: string
  message: string
}

const specialUseMessages: Record<Exclude<SpecialUse, 'none'>, string> = {
  'shopping-centre':
    'Shopping centres need a full valuation with an inspection and a trading analysis, so we can’t value them from the desk.',
  'retirement-village':
    'Retirement villages are valued on their operating income and contracts, which needs a specialist, so we can’t take them on.',
  childcare:
    'Childcare centres are valued on their licensed places and trading, which needs a specialist, so we can’t take them on.',
  'noxious-industry':
    'Noxious industries carry contamination and approval risks that need an inspection, so we can’t value them from the desk.',
  'service-station':
    'Service stations carry fuel-contamination risks and trade-based values, so we can’t value them from the desk.',
  'self-storage':
    'Self-storage facilities are valued on their trading, which needs a specialist, so we can’t take them on.',
  'car-park': 'Car parks are valued on their trading, which needs a specialist, so we can’t take them on.',
  'hotel-leisure':
    'Hotels and leisure properties are valued as going concerns, which needs a specialist, so we can’t take them on.',
  'specialised-use':
    'Specialised-use properties have too few comparable sales for a desktop valuation, so we can’t take them on.',
}

/** The same rules run in the wizard and on the server. */
export function scopeReasons(input: ScopeInput): ScopeReason[] {
  const reasons: ScopeReason[] = []
  if (input.purpose && !purposes[input.purpose].inScope)
    reasons.push(
      input.purpose === 'lending-security'
        ? {
            field: 'Purpose',
            code: 'lending',
            message:
              'Lenders need a full valuation with an inspection, on their own panel, so our desktop reports can’t be used for lending or mortgage security.',
          }
        : {
            field: 'Purpose',
            code: 'settlement',
            message:
              'A division of assets or property settlement needs a valuation both parties can rely on in court, so we can’t provide one from the desk.',
          },
    )
  const inspection = needsInspection(input)
  if (inspection)
    reasons.push({ field: 'RelatedParty', code: 'wa-related-party-transfer', message: inspection })
  if (input.specialUse !== 'none')
    reasons.push({
      field: 'SpecialUse',
      code: input.specialUse,
      message: specialUseMessages[input.specialUse],
    })
  const commercial = propertyClassifications[input.classification].commercial
  if (commercial && input.tenancies > MAX_COMMERCIAL_TENANCIES)
    reasons.push({
      field: 'Tenancies',
      code: 'commercial-tenancies',
      message: `We value commercial properties with up to ${MAX_COMMERCIAL_TENANCIES} tenancies; one with ${input.tenancies} needs a full valuation.`,
    })
  if (!commercial && input.tenancies > MAX_RESIDENTIAL_TENANCIES)
    reasons.push({
      field: 'Tenancies',
      code: 'residential-tenancies',
      message: `We value residential properties with up to ${MAX_RESIDENTIAL_TENANCIES} tenancies; one with ${input.tenancies} needs a full valuation.`,
    })
  if (input.estimatedValue !== undefined && input.estimatedValue > MAX_ESTIMATED_VALUE)
    reasons.push({
      field: 'EstimatedValue',
      code: 'value',
      message: `We value properties worth up to ${formatAud(MAX_ESTIMATED_VALUE)}; above that a full valuation with an inspection is the right tool.`,
    })
  return reasons
}
