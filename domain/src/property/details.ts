import { z } from 'zod'

import { keysOf } from '../keys.ts'
import { calendarDate } from '../order/dates.ts'

const area = (label: string) =>
  z
    .number(`Enter the ${label} in square metres.`)
    .min(0, 'Cannot be negative.')
    .max(100_000_000, 'That is larger than we can take.')
    .optional()
const count = (label: string, max = 100) =>
  z
    .number(`Enter the number of ${label}.`)
    .int('Enter a whole number.')
    .min(0, 'Cannot be negative.')
    .max(max, `At most ${max}.`)
    .optional()
/** A measure or an amount, in words a customer reads when it is wrong (never zod's own "Too small…"). */
const measure = (what: string, max: number) =>
  z
    .number(`Enter ${what} as a number.`)
    .min(0, 'Cannot be negative.')
    .max(max, `That is more than ${max.toLocaleString('en-AU')}: check the figure.`)
const text = (max = 2000) => z.string().trim().max(max, `Use at most ${max} characters.`).optional()
const year = z
  .number('Enter a year, like 1998.')
  .int('Enter a year, like 1998.')
  .min(1800, 'Enter a year after 1800.')
  .max(new Date().getFullYear() + 1, 'That year is in the future.')
  .optional()
const condition = z.enum(['excellent', 'good', 'fair', 'poor']).optional()

export const Lease = z.object({
  Tenant: z.string().trim().min(1, 'Enter the tenant.').max(200),
  AreaM2: area('leased area'),
  RentPerAnnum: measure('the rent per year', 100_000_000),
  StartDate: calendarDate('Use YYYY-MM-DD.').optional(),
  ExpiryDate: calendarDate('Use YYYY-MM-DD.').optional(),
  Outgoings: z.enum(['gross', 'net', 'semi-gross']).optional(),
})

export const ResidentialDetails = z.object({
  Bedrooms: count('bedrooms', 50),
  Bathrooms: count('bathrooms', 50),
  CarSpaces: count('car spaces', 100),
  LandAreaM2: area('land area'),
  FloorAreaM2: area('floor area'),
  YearBuilt: year,
  Condition: condition,
  Construction: text(200),
  Features: text(),
  RecentRenovations: text(),
  WeeklyRent: measure('the weekly rent', 100_000).optional(),
})
export const CommercialDetails = z.object({
  LettableAreaM2: area('lettable area'),
  LandAreaM2: area('land area'),
  CarSpaces: count('car spaces', 10_000),
  YearBuilt: year,
  Condition: condition,
  Zoning: text(200),
  OwnerOccupied: z.boolean().optional(),
  Leases: z.array(Lease).max(5, 'We value up to five tenancies.').default([]),
  Features: text(),
})
export const IndustrialDetails = CommercialDetails.extend({
  ClearanceHeightM: measure('the clearance height in metres', 100).optional(),
  OfficeAreaM2: area('office area'),
  Hardstand: z.boolean().optional(),
})
export const RetailDetails = CommercialDetails.extend({
  FrontageM: measure('the frontage in metres', 10_000).optional(),
})
export const RuralDetails = z.object({
  LandAreaHa: measure('the land area in hectares', 10_000_000).optional(),
  PrimaryUse: text(200),
  WaterSources: text(500),
  Improvements: text(),
  Dwellings: count('dwellings', 50),
  Zoning: text(200),
  CarryingCapacity: text(200),
})

export const PropertyDetails = z.discriminatedUnion('Form', [
  z.object({ Form: z.literal('residential'), Details: ResidentialDetails }),
  z.object({ Form: z.literal('commercial'), Details: CommercialDetails }),
  z.object({ Form: z.literal('industrial'), Details: IndustrialDetails }),
  z.object({ Form: z.literal('retail'), Details: RetailDetails }),
  z.object({ Form: z.literal('rural'), Details: RuralDetails }),
])
export type PropertyDetails = z.infer<typeof PropertyDetails>
export type DetailsForm = PropertyDetails['Form']
export const detailsSchemas = {
  residential: ResidentialDetails,
  commercial: CommercialDetails,
  industrial: IndustrialDetails,
  retail: RetailDetails,
  rural: RuralDetails,
} as const
export const detailsFormKeys = keysOf(detailsSchemas)
