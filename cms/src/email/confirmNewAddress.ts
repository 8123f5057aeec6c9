import { composeEmail, greet } from './layout.ts'

/** Nothing the account's owner typed goes to this address before it is confirmed. */
export const confirmNewAddressEmail = (link: string, minutes: number) =>
  composeEmail({
    subject: 'Confirm your new e-mail address for ValueDesk',
    heading: 'Confirm your new e-mail address',
    greeting: greet(),
    blocks: [
      'Someone (hopefully you) asked to use this e-mail address for their ValueDesk account.',
      `The change takes effect when you follow the link below, within ${minutes} minutes. If you did not ask, ignore this e-mail: nothing changes.`,
    ],
    action: { label: 'Confirm my new e-mail address', href: link },
  })
