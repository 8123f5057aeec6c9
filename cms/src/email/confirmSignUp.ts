import { composeEmail, greet } from './layout.ts'

/** The address is not yet known to be the reader's: nothing the person typed goes in, only the link. */
export const confirmSignUpEmail = (link: string, minutes: number) =>
  composeEmail({
    subject: 'Confirm your e-mail address for ValueDesk',
    heading: 'Confirm your e-mail address',
    greeting: greet(),
    blocks: [
      'Someone (hopefully you) signed up for a ValueDesk account with this e-mail address.',
      `Confirm it with the link below, within ${minutes} minutes, and then log in with the password you chose. If you did not sign up, ignore this e-mail: no account is opened.`,
    ],
    action: { label: 'Confirm my e-mail address', href: link },
  })
