import { z } from 'zod'

import { todayInAustralia } from '../order/dates.ts'
import { invitableRoles, invitationProblems } from '../practice/invitation.ts'
import { EmailAddress } from './auth.ts'
import { Licence } from './practices.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

export const InvitationRequest = z
  .strictObject({
    FirstName: z.string().trim().min(1, 'Enter their first name.').max(100),
    LastName: z.string().trim().min(1, 'Enter their last name.').max(100),
    Email: EmailAddress,
    Role: z.enum(invitableRoles, 'Choose Valuer or Editor.'),
    PracticeId: id.optional(),
    Position: z.string().trim().max(100).optional(),
    Licences: z.array(Licence).max(8).optional(),
  })
  // That each licence is current is beyond a schema.
  .meta({
    if: { properties: { Role: { const: 'editor' } } },
    then: {
      not: {
        anyOf: [
          { required: ['PracticeId'] },
          { required: ['Licences'], properties: { Licences: { minItems: 1 } } },
        ],
      },
    },
    else: { required: ['PracticeId', 'Licences'], properties: { Licences: { minItems: 1 } } },
  })
  .superRefine((invitation, context) => {
    const licences = invitation.Licences?.map((licence) => ({
      state: licence.State,
      number: licence.Number,
      expiresOn: licence.ExpiresOn ?? null,
    }))
    const facts = { role: invitation.Role, practice: invitation.PracticeId, licences }
    for (const problem of invitationProblems(facts, todayInAustralia()))
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message })
  })
export type InvitationRequest = z.infer<typeof InvitationRequest>

export const InvitationResponse = z.object({
  UserId: id,
  Email: z.email(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Role: z.enum(invitableRoles),
  PracticeId: id.nullable(),
  PracticeName: z.string().nullable(),
  InvitedAt: z.iso.datetime(),
  InvitedBy: z.string().nullable(),
  LinkExpiresAt: z.iso.datetime(),
})
export type InvitationResponse = z.infer<typeof InvitationResponse>
