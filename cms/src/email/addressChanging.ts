import { composeEmail, greet } from './layout.ts'

/** To an account's current address when a move to another is asked for: its owner hears of it before it happens. */
export const addressChangingEmail = (change: { firstName?: string | null; newEmail: string }) =>
  composeEmail({
    subject: 'Your ValueDesk e-mail address is about to change',
    heading: 'A change of your e-mail address was asked for',
    greeting: greet(change.firstName),
    blocks: [
      `Someone signed in to your ValueDesk account asked to change its e-mail address to ${change.newEmail}. It changes once that address confirms it.`,
      'If this was not you, reset your password now (that stops the change from being finished with your password) and tell us by replying to this e-mail.',
    ],
  })
