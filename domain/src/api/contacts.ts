import { z } from 'zod'

import { ContactEmail } from '../order/schemas.ts'

const name = z.string().trim().max(100, 'Use at most 100 characters.')

/** The message travels in BusinessName, as the spec's client sends it. */
export const ContactEmailForm = z.object({
  FirstName: name.optional().default(''),
  LastName: name.optional().default(''),
  Email: ContactEmail,
  Phone: z
    .string()
    .trim()
    .max(40, 'Use at most 40 characters.')
    .regex(/^[\d\s()+-]*$/, 'Use digits, spaces and + ( ) - only.')
    .optional()
    .default(''),
  RequestBearerToken: z.boolean().optional().default(false),
  BusinessName: z
    .string()
    .trim()
    .min(1, 'Write your message.')
    .max(5000, 'Keep your message under 5,000 characters.'),
})
export type ContactEmailForm = z.input<typeof ContactEmailForm>

export const ContactEmailAccepted = z.object({ EnquiryId: z.union([z.number(), z.string()]) })
export type ContactEmailAccepted = z.infer<typeof ContactEmailAccepted>
