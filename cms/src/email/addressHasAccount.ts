import { composeEmail, greet } from './layout.ts'

/** The caller gets the same answer as for a new address, so the call tells them nothing. */
export const addressHasAccountEmail = (resetLink: string) =>
  composeEmail({
    subject: 'You already have a ValueDesk account',
    heading: 'This address already has an account',
    greeting: greet(),
    blocks: [
      'Someone (hopefully you) asked to use this e-mail address for a ValueDesk account, signing up or moving an account to it, but it has an account already. Nothing has changed.',
      'If that was you, log in with your password, or ask for a link to choose a new one below. Otherwise, ignore this e-mail.',
    ],
    action: { label: 'Reset my password', href: resetLink },
  })
