import { z } from 'zod'

import { isValidAbn, normaliseAbn } from '../abn.ts'
import { classificationKeys, isTypeOf } from '../property/catalogue.ts'
import { retrospectiveDateProblem } from './dates.ts'
import { purposeKeys, reportKindKeys, specialUseKeys, type ReportKind } from './purposes.ts'
import { scopeReasons } from './scope.ts'

export const australianStateNames = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const
export type AustralianState = keyof typeof australianStateNames
export const australianStates = Object.keys(australianStateNames) as AustralianState[]
export const stateOf = (value: string | null | undefined): AustralianState | undefined =>
  australianStates.find((state) => state === value?.trim().toUpperCase())
/** The state and postcode an address line ends with ("…, Kearneys Spring QLD 4350"), when it does. */
export function stateInAddress(address: string): { State?: AustralianState; Postcode?: string } {
  const match = /\b([A-Za-z]{2,3})\s+(\d{4})\s*(?:,?\s*Australia)?\s*$/i.exec(address.trim())
  const state = stateOf(match?.[1])
  return state ? { State: state, Postcode: match![2] } : {}
}

export const Postcode = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'An Australian postcode has four digits.')
export const StateOrTerritory = z.enum(australianStates, 'Choose the state or territory.')

export const ContactEmail = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'))
  .pipe(z.string().max(254))

const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T

/** The address line the customer confirmed, and its parts when known (from the line if not). */
export const AddressDetails = z
  .object({
    Address: z
      .string()
      .trim()
      .min(5, 'Enter the property’s street address.')
      .max(300, 'Use at most 300 characters.'),
    Street: z.string().trim().max(200).optional(),
    Suburb: z.string().trim().max(100).optional(),
    State: StateOrTerritory.optional(),
    Postcode: Postcode.optional(),
    PlaceId: z.string().trim().max(300).optional(),
    Latitude: z.number().min(-44).max(-9).optional(),
    Longitude: z.number().min(112).max(154).optional(),
  })
  // The spec's calls send the address line alone; the state decides revenue offices' rules and valuers' licences.
  .transform((address) => ({ ...stateInAddress(address.Address), ...definedOnly(address) }))

export const PropertyTypeSelection = z
  .object({
    PropertyClassification: z.enum(classificationKeys, 'Choose what kind of property it is.'),
    PropertyType: z.string().trim().min(1, 'Choose the type of property.'),
  })
  .refine((value) => isTypeOf(value.PropertyClassification, value.PropertyType), {
    message: 'Choose a type that belongs to this kind of property.',
    path: ['PropertyType'],
  })

export const PropertyStep = z.object({
  AddressDetails,
  PropertyTypeSelection,
  StrataTitled: z.boolean().default(false),
  Tenancies: z
    .number('Enter the number of tenancies.')
    .int('Enter a whole number.')
    .min(1, 'A property has at least one tenancy.')
    .max(10_000, 'That is more tenancies than we can take.'),
  EstimatedValue: z
    .number('Enter your best estimate of its value.')
    .int('Enter whole dollars.')
    .min(1_000, 'Enter your best estimate of its value, in dollars.')
    .max(10_000_000_000, 'That estimate is too large.'),
  SpecialUse: z.enum(specialUseKeys).default('none'),
})

/** Any door's property: the spec's calls carry no tenancies (one assumed; the type prices a block) or estimate. */
export const OrderedProperty = PropertyStep.extend({
  Tenancies: PropertyStep.shape.Tenancies.default(1),
  EstimatedValue: PropertyStep.shape.EstimatedValue.optional(),
})
export const Fund = z.object({
  Name: z.string().trim().min(1, 'Enter the fund’s name.').max(200, 'Use at most 200 characters.'),
  Trustee: z.string().trim().min(1, 'Enter the fund’s trustee.').max(200, 'Use at most 200 characters.'),
  Abn: z
    .string()
    .trim()
    .min(1, 'Enter the fund’s ABN.')
    .refine(isValidAbn, 'This is not a valid ABN: check the 11 digits on the ABN Lookup.')
    .transform(normaliseAbn),
})
export type Fund = z.infer<typeof Fund>

export const purposeNeedsFund = (purpose: string | null | undefined) => purpose === 'smsf-reporting'

export const AssessmentDetails = z
  .object({
    Purpose: z.enum(purposeKeys, 'Choose what the valuation is for.'),
    ReportKind: z.enum(reportKindKeys).default('value'),
    ValuationBasis: z.enum(['current', 'retrospective']).default('current'),
    /** Null as the spec's clients send it for a current valuation. */
    RetrospectiveDate: z.string().nullish(),
    /** The transfer, or the lease, is between related parties (e.g. a fund and its members). */
    RelatedParty: z.boolean().default(false),
    Fund: Fund.optional(),
  })
  .superRefine((value, context) => {
    if (value.ValuationBasis !== 'retrospective') return
    const date = value.RetrospectiveDate
    if (!date)
      return context.addIssue({
        code: 'custom',
        path: ['RetrospectiveDate'],
        message: 'Enter the date the value is needed at.',
      })
    const problem = retrospectiveDateProblem(date)
    if (problem) context.addIssue({ code: 'custom', path: ['RetrospectiveDate'], message: problem })
  })

const name = (label: string) =>
  z.string().trim().min(1, `Enter your ${label}.`).max(100, 'Use at most 100 characters.')

/** Step 4, Your details. The customer must be over 18 and accept the terms. */
export const ContactDetails = z.object({
  FirstName: name('first name'),
  LastName: name('last name'),
  Email: ContactEmail,
  Phone: z
    .string()
    .trim()
    .regex(/^(\+?61|0)[\d\s()-]{8,14}$/, 'Enter an Australian phone number, like 0400 123 456.'),
  BusinessName: z.string().trim().max(200, 'Use at most 200 characters.').optional().default(''),
  Over18: z.literal(true, 'You must be over 18 to order.'),
  AcceptTerms: z.literal(true, 'Please accept the terms and conditions.'),
})

/** The order as the server checks it: the same rules as the wizard, plus scope. */
export const OrderRequest = z
  .object({ Property: OrderedProperty, Assessment: AssessmentDetails })
  .superRefine(({ Property, Assessment }, context) => {
    for (const reason of scopeReasons({
      classification: Property.PropertyTypeSelection.PropertyClassification,
      tenancies: Property.Tenancies,
      estimatedValue: Property.EstimatedValue,
      specialUse: Property.SpecialUse,
      purpose: Assessment.Purpose,
      state: Property.AddressDetails.State,
      relatedParty: Assessment.RelatedParty,
    }))
      context.addIssue({
        code: 'custom',
        path:
          reason.field === 'Purpose' || reason.field === 'RelatedParty'
            ? ['Assessment', reason.field]
            : ['Property', reason.field],
        message: reason.message,
      })
  })

export type PropertyStep = z.infer<typeof PropertyStep>
export type AssessmentDetails = z.infer<typeof AssessmentDetails>
export type ContactDetails = z.infer<typeof ContactDetails>
export type OrderRequest = z.infer<typeof OrderRequest>
export type { ReportKind }
