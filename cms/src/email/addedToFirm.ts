import { composeEmail, greet } from './layout.ts'

type Added = { firstName: string | null; firmName: string; addedBy: string; signInUrl: string }

/** To someone with an account already, added to a firm by a colleague: what they now see, and where. */
export const addedToFirmEmail = (added: Added) =>
  composeEmail({
    subject: `${added.addedBy} added you to ${added.firmName} on ValueDesk`,
    heading: `You are now a member of ${added.firmName}`,
    greeting: greet(added.firstName),
    blocks: [
      `${added.addedBy} added you to ${added.firmName} on ValueDesk. Sign in with your usual e-mail address and password to order valuations for the firm and to see its orders, reports and invoices.`,
      `Not expecting this? Reply to this e-mail and we will take you out of the firm.`,
    ],
    action: { label: 'Sign in', href: added.signInUrl },
  })
