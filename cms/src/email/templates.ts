import { formatAud, formatDueTime, TURNAROUND_HOURS } from '@valuedesk/domain'

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
      `Our ${TURNAROUND_HOURS}-hour clock starts when payment is received, and we will e-mail you as soon as it is.`,
    ],
    { label: 'See your order', href: order.orderUrl },
  )

export const paymentReceivedEmail = (order: Order & { dueAt: string }) =>
  email(
    `Payment received — ${order.reference}`,
    'Payment received: your valuation has started',
    [
      `We have received ${formatAud(order.totalCents / 100)} for invoice ${order.invoiceNumber}. Thank you.`,
      `A licensed valuer will assess ${order.address} and your report is due by ${formatDueTime(order.dueAt)} (Brisbane time).`,
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

export const reportReadyEmail = (order: {
  firstName: string
  reference: string
  address: string
  orderUrl: string
}) =>
  email(
    `Your valuation report — ${order.address} (${order.reference})`,
    `${order.firstName}, your valuation report is ready`,
    [
      `Your desktop valuation report for ${order.address} is attached as a PDF.`,
      'You can also download it at any time from your order page. If anything in it needs explaining, reply to this e-mail and the valuer will help.',
    ],
    { label: 'Open your order', href: order.orderUrl },
  )

type Reminder = { reference: string; address: string; dueAt: string; hoursLeft: number; valuationUrl: string }

export const dueSoonEmail = (valuation: Reminder) =>
  email(
    `Due in ${valuation.hoursLeft} h — ${valuation.reference}, ${valuation.address}`,
    `${valuation.reference} is due soon`,
    [
      `The valuation of ${valuation.address} is due by ${formatDueTime(valuation.dueAt)} (Brisbane time), ${valuation.hoursLeft} hours from now.`,
      `Our promise to the customer is the report within ${TURNAROUND_HOURS} hours of payment. If it cannot be met, tell the customer and an admin now.`,
    ],
    { label: 'Open the valuation', href: valuation.valuationUrl },
  )
