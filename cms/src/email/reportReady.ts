import { composeEmail, greet } from './layout.ts'
import type { OrderOfEmail } from './orderReceived.ts'

export type Correction = { version: number; reason: string }

export type Verification = { code: string; url: string }

const verifyBlock = ({ code, url }: Verification) =>
  `Anyone you give the report to (your accountant or auditor, for example) can check it is the one we delivered at ${url}: the code ${code} is on its cover and every page.`

export const reportReadyEmail = (
  order: OrderOfEmail & { correction?: Correction; verification?: Verification },
) =>
  order.correction
    ? composeEmail({
        sender: order.sender,
        subject: `Corrected valuation report (version ${order.correction.version}) — ${order.address} (${order.reference})`,
        heading: 'We have corrected your valuation report',
        greeting: greet(order.firstName),
        blocks: [
          `Attached is version ${order.correction.version} of the valuation report for ${order.address} (order ${order.reference}). It replaces the version we sent before, which stays on your order page marked as superseded.`,
          { quote: order.correction.reason },
          'Please use this version from now on, and pass it on to anyone you gave the earlier one (your accountant or auditor, for example).',
          ...(order.verification ? [verifyBlock(order.verification)] : []),
        ],
        action: { label: 'Open your order', href: order.orderUrl },
      })
    : composeEmail({
        sender: order.sender,
        subject: `Your valuation report — ${order.address} (${order.reference})`,
        heading: 'Your valuation report is ready',
        greeting: greet(order.firstName),
        blocks: [
          `Your desktop valuation report for ${order.address} (order ${order.reference}) is attached as a PDF.`,
          'You can also download it at any time from your order page. If anything in it needs explaining, reply to this e-mail and the valuer will help.',
          ...(order.verification ? [verifyBlock(order.verification)] : []),
        ],
        action: { label: 'Open your order', href: order.orderUrl },
      })
