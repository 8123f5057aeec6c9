import { formatMoment } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

type FirmJoin = {
  firstName: string | null
  email: string
  firmName: string
  /** The colleague who invited them, by name. */
  invitedBy: string
  link: string
  expiresAt: string
}

/**
 * To someone who already has an account, whom a firm's member invites: what joining means (the firm's members
 * see their orders for it), and the link that, signed in, accepts. Nothing changes until they do.
 */
export const firmJoinEmail = (invitation: FirmJoin) =>
  composeEmail({
    subject: `${invitation.invitedBy} invited you to join ${invitation.firmName} on ValueDesk`,
    heading: `Join ${invitation.firmName} on ValueDesk`,
    greeting: greet(invitation.firstName),
    blocks: [
      `${invitation.invitedBy} has invited your ValueDesk account (${invitation.email}) to join ${invitation.firmName}: you would order valuations for the firm, and see its orders, reports and invoices.`,
      `The firm’s members would also see the orders you place from then on. Your account, its password and your earlier orders stay yours.`,
      `To accept, sign in with this address and follow the link below, until ${formatMoment(invitation.expiresAt)} (Brisbane time).`,
      'Not expecting this? Ignore this e-mail: nothing changes unless you accept.',
    ],
    action: { label: `Join ${invitation.firmName}`, href: invitation.link },
  })
