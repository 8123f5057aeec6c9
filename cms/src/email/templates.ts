import { formatAud } from '@valuedesk/domain'

export type EmailContent = { subject: string; text: string; html: string }

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** One look for every e-mail: a brand bar, short paragraphs, one button, and the sign-off. */
function layout(title: string, paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.href)}" style="background:#f2a541;color:#1d2733;padding:12px 20px;border-radius:6px;font-weight:700;text-decoration:none">${escape(action.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="en-AU"><body style="margin:0;background:#f4f7f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1d2733;line-height:1.55">
<div style="max-width:560px;margin:0 auto;background:#fff"><div style="background:#0b4f6c;color:#fff;padding:20px 28px;font-weight:700;font-size:18px">ValueDesk</div>
<div style="padding:28px"><h1 style="font-size:22px;color:#083a50;margin:0 0 16px">${escape(title)}</h1>${body}${button}
<p style="margin:24px 0 0;color:#52606d;font-size:14px">ValueDesk Pty Ltd · ABN 35 671 204 118 · support@valuedesk.com.au</p></div></div></body></html>`
}

const text = (title: string, paragraphs: string[], action?: { label: string; href: string }) =>
  [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    'ValueDesk Pty Ltd · ABN 35 671 204 118 · support@valuedesk.com.au',
  ].join('\n')

function email(
  subject: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; href: string },
): EmailContent {
  return { subject, text: text(title, paragraphs, action), html: layout(title, paragraphs, action) }
}

type Order = {
  firstName: string
  reference: string
  address: string
  totalCents: number
  invoiceNumber: string
  orderUrl: string
}

export const orderReceivedEmail = (order: Order) =>
  email(
    `Order ${order.reference} received — ${order.address}`,
    `Thanks, ${order.firstName} — we have your order`,
    [
      `Your desktop valuation of ${order.address} is booked as ${order.reference}.`,
      `Your tax invoice ${order.invoiceNumber} for ${formatAud(order.totalCents / 100)} (GST included) is attached. If you chose bank transfer, please use the invoice number as the reference.`,
      'Our 72-hour clock starts when payment is received, and we will e-mail you as soon as it is.',
    ],
    { label: 'See your order', href: order.orderUrl },
  )

export const paymentReceivedEmail = (order: Order & { dueAt: string }) =>
  email(
    `Payment received — ${order.reference}`,
    'Payment received: your valuation has started',
    [
      `We have received ${formatAud(order.totalCents / 100)} for invoice ${order.invoiceNumber}. Thank you.`,
      `A licensed valuer will assess ${order.address} and your report is due by ${new Date(order.dueAt).toLocaleString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Brisbane' })} (Brisbane time).`,
      'If the valuer needs anything more, we will ask you straight away.',
    ],
    { label: 'Follow your order', href: order.orderUrl },
  )

export const resetPasswordEmail = (link: string, minutes: number) =>
  email(
    'Reset your ValueDesk password',
    'Reset your password',
    [
      'Someone (hopefully you) asked to reset the password of your ValueDesk account.',
      `The link below works once, for the next ${minutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
    ],
    { label: 'Choose a new password', href: link },
  )

type OrderNotice = { firstName: string; reference: string; address: string; orderUrl: string }

export const reportReadyEmail = (
  order: OrderNotice & { correction?: { version: number; reason: string } },
) =>
  order.correction
    ? email(
        `Corrected valuation report (version ${order.correction.version}) — ${order.address} (${order.reference})`,
        `${order.firstName}, we have corrected your valuation report`,
        [
          `Attached is version ${order.correction.version} of the valuation report for ${order.address}. It replaces the version we sent before, which is kept on your order page marked as superseded.`,
          `What changed: ${order.correction.reason}`,
          'Please use this version from now on, and pass it on to anyone you gave the earlier one (your accountant or auditor, for example).',
        ],
        { label: 'Open your order', href: order.orderUrl },
      )
    : email(
        `Your valuation report — ${order.address} (${order.reference})`,
        `${order.firstName}, your valuation report is ready`,
        [
          `Your desktop valuation report for ${order.address} is attached as a PDF.`,
          'You can also download it at any time from your order page. If anything in it needs explaining, reply to this e-mail and the valuer will help.',
        ],
        { label: 'Open your order', href: order.orderUrl },
      )

export const onHoldEmail = (order: OrderNotice & { reason: string }) =>
  email(
    `Your valuation is on hold — ${order.reference}`,
    `${order.firstName}, your valuation is waiting on something`,
    [
      `The valuer has put the valuation of ${order.address} on hold: ${order.reason}`,
      'The time it waits does not count against your due time. Reply to this e-mail with what is needed, and we will carry on straight away.',
    ],
    { label: 'See your order', href: order.orderUrl },
  )

export const resumedEmail = (order: OrderNotice & { dueAt: string | null }) =>
  email(
    `Your valuation is under way again — ${order.reference}`,
    'Your valuation is under way again',
    [
      `Thank you, ${order.firstName}. The valuer is working on ${order.address} again.`,
      ...(order.dueAt
        ? [
            `Your report is now due by ${new Date(order.dueAt).toLocaleString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Brisbane' })} (Brisbane time): the time on hold is added to it.`,
          ]
        : []),
    ],
    { label: 'Follow your order', href: order.orderUrl },
  )

export const declinedEmail = (order: OrderNotice & { reason: string; paid: boolean }) =>
  email(
    `We cannot complete your valuation — ${order.reference}`,
    `${order.firstName}, we cannot complete your valuation`,
    [
      `We are sorry: we cannot value ${order.address} as ordered. ${order.reason}`,
      order.paid
        ? 'Your payment will be refunded in full, and we will e-mail you when it is on its way.'
        : 'Nothing has been charged; please do not pay the invoice.',
      'If you would like to talk about it, reply to this e-mail.',
    ],
    { label: 'See your order', href: order.orderUrl },
  )

export const refundedEmail = (refund: {
  firstName: string
  invoiceNumber: string
  totalCents: number
  reason: string
  byCard: boolean
}) =>
  email(`Refund of invoice ${refund.invoiceNumber}`, 'Your payment has been refunded', [
    `${refund.firstName}, we have refunded ${formatAud(refund.totalCents / 100)}, the whole of invoice ${refund.invoiceNumber}. ${refund.reason}`,
    refund.byCard
      ? 'It goes back to the card you paid with; banks usually show it within 5 to 10 business days.'
      : 'We are paying it back by bank transfer to the account it came from, usually within 2 business days.',
  ])

type Reminder = { reference: string; address: string; dueAt: string; hoursLeft: number; valuationUrl: string }

export const dueSoonEmail = (valuation: Reminder) =>
  email(
    `Due in ${valuation.hoursLeft} h — ${valuation.reference}, ${valuation.address}`,
    `${valuation.reference} is due soon`,
    [
      `The valuation of ${valuation.address} is due by ${new Date(valuation.dueAt).toLocaleString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Brisbane' })} (Brisbane time), ${valuation.hoursLeft} hours from now.`,
      'Our promise to the customer is the report within 72 hours of payment. If it cannot be met, tell the customer and an admin now.',
    ],
    { label: 'Open the valuation', href: valuation.valuationUrl },
  )
