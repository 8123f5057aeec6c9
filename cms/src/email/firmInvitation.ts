import { formatMoment } from '@valuedesk/domain'

import { composeEmail, greet } from './layout.ts'

/** Nobody has shown the address is the reader's: only our words and the link. */
export const firmInvitationEmail = (invitation: { link: string; expiresAt: string }) =>
  composeEmail({
    subject: 'An invitation to join a firm on ValueDesk',
    heading: 'You are invited to join a firm on ValueDesk',
    greeting: greet(),
    blocks: [
      'A member of an accountant’s firm that orders property valuations through ValueDesk has invited this e-mail address to join the firm. Members order valuations for the firm and see its orders, reports and invoices; the firm’s members see the orders a member places for it.',
      `Nothing has changed: you join only if you accept. To see who invited you, and to which firm, follow the link below and sign in with this e-mail address (or create a ValueDesk account with it first). The link works once, until ${formatMoment(invitation.expiresAt)} (Brisbane time).`,
      'Not expecting this? Ignore this e-mail: nothing happens unless you accept.',
    ],
    action: { label: 'See the invitation', href: invitation.link },
  })
