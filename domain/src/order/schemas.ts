import { z } from 'zod'

import { isValidAbn, normaliseAbn } from '../abn.ts'
import { classificationKeys, isTypeOf } from '../property/catalogue.ts'
import { retrospectiveDateProblem } from './dates.ts'
import { purposeKeys, reportKindKeys, specialUseKeys, type ReportKind } from './purposes.ts'
import { scopeReasons } from './scope.ts'

/** Australia's states and territories, by code and by name. */
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
/** A stored state's code as the rules read it; anything else (blank, a typo) is not known. */
export const stateOf = (value: string | null | undefined): AustralianState | undefined =>
  australianStates.find((state) => state === value?.trim().toUpperCase())

/** The property's address: the line the customer confirmed, and its parts when known. */
export const AddressDetails = z.object({
  Address: z
    .string()
    .trim()
    .min(5, 'Enter the property’s street address.')
    .max(300, 'Use at most 300 characters.'),
  Street: z.string().trim().max(200).optional(),
  Suburb: z.string().trim().max(100).optional(),
  State: z.enum(australianStates, 'Choose the state or territory.').optional(),
  Postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'An Australian postcode has four digits.')
    .optional(),
  PlaceId: z.string().trim().max(300).optional(),
  Latitude: z.number().min(-44).max(-9).optional(),
  Longitude: z.number().min(112).max(154).optional(),
})

export const PropertyTypeSelection = z
  .object({
    PropertyClassification: z.enum(classificationKeys, 'Choose what kind of property it is.'),
    PropertyType: z.string().trim().min(1, 'Choose the type of property.'),
  })
  .refine((value) => isTypeOf(value.PropertyClassification, value.PropertyType), {
    message: 'Choose a type that belongs to this kind of property.',
    path: ['PropertyType'],
  })

/** Step 1, Property: where it is, what it is, and what decides price and scope. */
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

/** The self-managed super fund a valuation is for: the report's instructions and the tax invoice name it. */
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

/**
 * A fund's annual market value is reported for the fund: its report must say which fund. The order is taken
 * without it (fund.ts: `fundOutstanding`); the report is not completed until it is given.
 */
export const purposeNeedsFund = (purpose: string | null | undefined) => purpose === 'smsf-reporting'

/** Step 2, Purpose and date: why, and at which date — today or a date in the past. */
export const AssessmentDetails = z
  .object({
    Purpose: z.enum(purposeKeys, 'Choose what the valuation is for.'),
    ReportKind: z.enum(reportKindKeys).default('value'),
    ValuationBasis: z.enum(['current', 'retrospective']).default('current'),
    RetrospectiveDate: z.string().optional(),
    /** The transfer, or the lease, is between related parties (e.g. a fund and its members). */
    RelatedParty: z.boolean().default(false),
    /**
     * The fund the valuation is for: welcome for any fund's purpose. Checked whole when given; SMSF reporting
     * needs it before its report is completed, and an order without it asks the customer afterwards.
     */
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
  Email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .pipe(z.email('Enter a valid e-mail address, like name@example.com.'))
    .pipe(z.string().max(254)),
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
  .object({ Property: PropertyStep, Assessment: AssessmentDetails })
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
