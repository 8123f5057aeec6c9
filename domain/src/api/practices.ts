import { z } from 'zod'

import { calendarDate } from '../order/dates.ts'
import { australianStates } from '../order/schemas.ts'
import { professionalBodyKeys } from '../practice/professionalBodies.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])
const isoDate = calendarDate('Use a date like 2027-06-30.')

export const PracticeResponse = z.object({
  PracticeId: id,
  Name: z.string(),
  IsDefault: z.boolean(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Address: z.string().nullable(),
})

export const Licence = z.strictObject({
  State: z.enum(australianStates, 'Choose the state or territory that issued the licence.'),
  Number: z.string().trim().min(1, 'Enter the licence or registration number.').max(40),
  ExpiresOn: isoDate.nullish(),
})

export const Membership = z.strictObject({
  Body: z.enum(professionalBodyKeys, `Choose one of ${professionalBodyKeys.join(', ')}.`),
  Grade: z.string().trim().max(60).nullish(),
  Number: z.string().trim().max(40).nullish(),
})

export const ValuerResponse = z.object({
  ValuerId: id,
  PracticeId: id,
  UserId: id,
  Name: z.string().nullable(),
  Position: z.string().nullable(),
  Active: z.boolean(),
  Licences: z.array(Licence.extend({ ExpiresOn: z.string().nullable() })),
  Memberships: z.array(Membership.extend({ Grade: z.string().nullable(), Number: z.string().nullable() })),
})

export const ValuerUpdate = z.strictObject({
  Position: z.string().trim().max(100).optional(),
  Licences: z.array(Licence).max(8),
  Memberships: z.array(Membership).max(8),
})
