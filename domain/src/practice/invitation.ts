import { formatDate } from '../order/dates.ts'
import { currentOn, type ValuerLicence } from './licences.ts'

export const invitableRoles = ['valuer', 'editor'] as const
export type InvitableRole = (typeof invitableRoles)[number]

/** How long an invitation's link works (once): longer than a reset link, as the invited may be away. */
export const INVITATION_LINK_DAYS = 7

type InvitationFacts = { role: InvitableRole; practice?: unknown; licences?: readonly ValuerLicence[] }

export function invitationProblems(
  invitation: InvitationFacts,
  today: string,
): { path: (string | number)[]; message: string }[] {
  const licences = invitation.licences ?? []
  if (invitation.role === 'editor')
    return [
      ...(invitation.practice != null
        ? [
            {
              path: ['PracticeId'],
              message:
                'An editor works on the website, not for a practice: choose Valuer, or leave the practice out.',
            },
          ]
        : []),
      ...(licences.length
        ? [
            {
              path: ['Licences'],
              message: 'An editor holds no valuer’s licence: choose Valuer, or leave the licences out.',
            },
          ]
        : []),
    ]
  return [
    ...(invitation.practice == null
      ? [{ path: ['PracticeId'], message: 'Choose the practice they will value for.' }]
      : []),
    ...(licences.length
      ? []
      : [
          {
            path: ['Licences'],
            message:
              'Add at least one licence: a valuer is assigned only properties in a state where they hold a current licence.',
          },
        ]),
    ...licences.flatMap((licence, index) =>
      currentOn(licence, today)
        ? []
        : [
            {
              path: ['Licences', index, 'ExpiresOn'],
              message: `This licence expired on ${formatDate(licence.expiresOn!.slice(0, 10))}: record the renewed one.`,
            },
          ],
    ),
  ]
}
