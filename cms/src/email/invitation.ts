import { formatMoment } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type Invitation = {
  firstName: string | null
  email: string
  role: 'valuer' | 'editor'
  /** The admin who invited them and for whom (inviterName): never an address. */
  invitedBy: string
  practiceName: string | null
  link: string
  expiresAt: string
  adminUrl: string
}

/** The names in it are an admin's words; a firm's invitation carries none of its members'. */
export function invitationEmail(invitation: Invitation) {
  const what =
    invitation.role === 'valuer'
      ? `as a valuer for ${invitation.practiceName}: you will value the desktop valuations assigned to you there and sign their reports`
      : 'as an editor: you will edit the pages, FAQs and blog posts of the ValueDesk website'
  return composeEmail({
    subject: `${invitation.invitedBy} invited you to ValueDesk${invitation.practiceName ? `, for ${invitation.practiceName}` : ''}`,
    heading: invitation.practiceName ? `Join ${invitation.practiceName} on ValueDesk` : 'Join ValueDesk',
    greeting: greet(invitation.firstName),
    blocks: [
      `${invitation.invitedBy} has invited you to ValueDesk ${what}.`,
      `To accept, choose your password with the button below. Then sign in at ${invitation.adminUrl} with this e-mail address (${invitation.email}) and that password.`,
      `The link works once, until ${formatMoment(invitation.expiresAt)} (Brisbane time). If it has expired, ask ${invitation.invitedBy} to send the invitation again.`,
      'Not expecting this? Ignore this e-mail: nothing happens until the link is used.',
    ],
    action: { label: 'Choose my password', href: invitation.link },
  })
}
