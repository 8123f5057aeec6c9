import { composeEmail, greet } from './layout.ts'

/** Nothing the one asking typed goes in it but the order's reference. */
export const claimOrderEmail = (
  order: { reference: string; address: string; firstName?: string | null },
  link: string,
  minutes: number,
) =>
  composeEmail({
    subject: `Add order ${order.reference} to your ValueDesk account`,
    heading: 'Add your order to your account',
    greeting: greet(order.firstName),
    blocks: [
      `Someone (hopefully you) asked to add order ${order.reference}, the valuation of ${order.address}, to their ValueDesk account.`,
      `Sign in to the account it should join and follow the link below, within ${minutes} minutes; it works once. If you did not ask, ignore this e-mail: the order stays as it is.`,
    ],
    action: { label: 'Add the order to my account', href: link },
  })
