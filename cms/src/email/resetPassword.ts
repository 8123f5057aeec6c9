import { composeEmail, greet } from './layout.ts'

export const resetPasswordEmail = (link: string, minutes: number) =>
  composeEmail({
    subject: 'Reset your ValueDesk password',
    heading: 'Reset your password',
    greeting: greet(),
    blocks: [
      'Someone (hopefully you) asked to reset the password of your ValueDesk account.',
      `The link below works once, for the next ${minutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
    ],
    action: { label: 'Choose a new password', href: link },
  })
