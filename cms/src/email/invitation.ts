import { formatMoment } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type Invitation = {
  firstName: string | null
  email: string
  /** A firm's member is a colleague an accountant adds to their firm, on the website's side. */
  role: 'valuer' | 'editor' | 'firm-member'
  /** The admin (or, for a firm, the colleague) who invited them, by name. */
  invitedBy: string
  /** The valuer's practice, or the firm; none for an editor. */
  practiceName: string | null
  link: string
  expiresAt: string
  /** Where they sign in afterwards: the admin for staff, the site's sign-in for a firm's member. */
  adminUrl: string
}

/** To staff an admin invites: who asked, for what, the link that sets their password, and until when it works. */
export function invitationEmail(invitation: Invitation) {
  const what =
    invitation.role === 'valuer'
      ? `as a valuer for ${invitation.practiceName}: you will value the desktop valuations assigned to you there and sign their reports`
      : invitation.role === 'firm-member'
        ? `as a member of ${invitation.practiceName}: you will order valuations for the firm and see its orders, reports and invoices`
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
