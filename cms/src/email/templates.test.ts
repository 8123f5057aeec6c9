import { describe, expect, it } from 'vitest'

import { MINUTE_MS } from '@valuedesk/domain'

import type { TaxInvoiceView } from '../documents/taxInvoice/taxInvoice.ts'
import {
  addressChangingEmail,
  addressHasAccountEmail,
  assignedEmail,
  confirmNewAddressEmail,
  confirmSignUpEmail,
  dueSoonEmail,
  overdueEmail,
  enquiryReceivedEmail,
  holdAnsweredEmail,
  onHoldEmail,
  firmInvitationEmail,
  invitationEmail,
  smsfReminderEmail,
  orderCorrectedEmail,
  orderReceivedEmail,
  bulkPaymentReceivedEmail,
  paymentReceivedEmail,
  reportReadyEmail,
  resetPasswordEmail,
  resumedEmail,
  taxInvoiceEmail,
  type EmailContent,
} from './templates.ts'

const order = {
  firstName: 'Maria',
  reference: 'VD-10042',
  address: '12 Smith & Sons Lane, Paddington QLD 4064',
  orderUrl: 'https://valuedesk.example/orders/42?key=abc&x=1',
  totalCents: 123_400,
  invoiceNumber: 'INV-000042',
}
const enquiry = {
  id: 7,
  firstName: 'Eve',
  lastName: 'Nguyen',
  email: 'eve@example.com',
  phone: '07 3000 0000',
  message: 'Hello <script>alert(1)</script>\nSecond line',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
}
const invoice: TaxInvoiceView = {
  adjustments: [],
  number: 'INV-000042',
  issuedAt: '2026-11-20T02:00:00.000Z',
  status: 'unpaid',
  seller: { name: 'ValueDesk Pty Ltd', abn: '52 671 204 118', email: 'support@valuedesk.com.au' },
  bank: { accountName: 'ValueDesk Pty Ltd', bsb: '064-000', accountNumber: '1234 5678' },
  buyer: { name: 'Maria Rossi', email: 'maria@example.com' },
  orders: [],
  lines: [],
  totalCents: 123_400,
  gstCents: 11_218,
}

const invited = {
  firstName: 'Jo',
  email: 'jo@example.com',
  role: 'valuer' as const,
  invitedBy: 'Maria Rossi',
  practiceName: 'Brisbane Desktop Valuations',
  link: 'https://valuedesk.example/set-password?token=t',
  expiresAt: '2026-12-01T05:00:00Z',
  adminUrl: 'https://valuedesk.example/admin',
}

const every: Record<string, EmailContent> = {
  orderReceived: orderReceivedEmail(order),
  paymentReceived: paymentReceivedEmail({ ...order, dueAt: '2030-06-13T05:00:00Z' }),
  bulkPaymentReceived: bulkPaymentReceivedEmail({
    firstName: 'Ann',
    orders: [
      { reference: 'VD-000042-1', address: '1 Ruthven Street, Toowoomba QLD 4350' },
      { reference: 'VD-000042-2', address: '2 Ruthven Street, Toowoomba QLD 4350' },
    ],
    totalCents: 44000,
    invoiceNumber: 'INV-000042',
    dueAt: '2030-06-13T05:00:00Z',
    accountUrl: 'https://valuedesk.example/account',
  }),
  reportReady: reportReadyEmail(order),
  resetPassword: resetPasswordEmail('https://valuedesk.example/reset-password?token=t', 60),
  dueSoon: dueSoonEmail({
    reference: 'VD-10042',
    address: order.address,
    dueAt: '2026-06-11T05:00:00Z',
    hoursLeft: 1,
    valuationUrl: 'https://valuedesk.example/admin/collections/valuations/42',
  }),
  assigned: assignedEmail({
    firstName: 'Jane',
    reference: 'VD-10042',
    address: order.address,
    dueAt: '2026-06-11T05:00:00Z',
    valuationUrl: 'https://valuedesk.example/admin/collections/valuations/42',
  }),
  onHold: onHoldEmail({
    ...order,
    reason: 'Please send the lease for the shop.\nAll pages, signed.',
    answerUrl: 'https://valuedesk.example/orders/42/answer?key=abc',
  }),
  holdAnswered: holdAnsweredEmail({
    firstName: 'Jane',
    reference: 'VD-10042',
    address: order.address,
    reason: 'Please send the lease for the shop.',
    answer: 'Attached: the lease <signed>.',
    fileCount: 2,
    dueAt: '2026-06-11T05:00:00Z',
    valuationUrl: 'https://valuedesk.example/admin/collections/valuations/42',
  }),
  overdue: overdueEmail({
    reference: 'VD-10042',
    address: order.address,
    dueAt: '2026-06-11T05:00:00Z',
    hoursLate: 13,
    valuerName: 'Jane Citizen',
    valuationUrl: 'https://valuedesk.example/admin/collections/valuations/42',
  }),
  invitation: invitationEmail(invited),
  firmInvitation: firmInvitationEmail({
    link: 'https://valuedesk.example/account/firm/join?token=t',
    expiresAt: '2026-12-02T05:00:00Z',
  }),
  smsfReminder: smsfReminderEmail({
    firstName: null,
    address: order.address,
    fundName: 'Rossi Family Super Fund',
    yearEnd: '2027-06-30',
    lastValueDate: '2026-06-30',
    reference: 'VD-10042',
    reorderUrl: 'https://valuedesk.example/valuation?reorder=42',
  }),
  enquiryReceived: enquiryReceivedEmail(enquiry),
  taxInvoice: taxInvoiceEmail(invoice, 'As requested, here is your tax invoice.'),
  confirmSignUp: confirmSignUpEmail('https://valuedesk.example/confirm-email?token=t', 60),
  confirmNewAddress: confirmNewAddressEmail('https://valuedesk.example/confirm-email?token=t', 60),
  addressChanging: addressChangingEmail({ firstName: 'Maria', newEmail: 'maria@new.example' }),
  addressHasAccount: addressHasAccountEmail('https://valuedesk.example/reset-password'),
  orderCorrected: orderCorrectedEmail({
    ...order,
    corrections: [
      { what: 'Purpose', before: 'Capital gains tax', after: 'SMSF annual reporting (market value)' },
    ],
  }),
}

describe('every e-mail', () => {
  it.each(Object.entries(every))(
    '%s has the one layout in HTML and a plain-text part saying the same',
    (_, email) => {
      expect(email.html).toMatch(/^<!doctype html><html lang="en-AU">/)
      expect(email.html).toContain('>ValueDesk</div>')
      expect(email.text).not.toMatch(/<(p|a|div|h1|blockquote)[ >]/)
      expect(email.text).toMatch(/^(Hi .+|Hello),$/m)
      expect(email.text).toContain('desktop property valuations · support@valuedesk.com.au')
    },
  )
})

describe('staff e-mails', () => {
  it('when a valuer is assigned, then they are greeted by name and told the property, the due time and where to start', () => {
    expect(every.assigned!.subject).toBe(`Assigned to you — VD-10042, ${order.address}`)
    expect(every.assigned!.text).toContain('Hi Jane')
    expect(every.assigned!.text).toContain('It is due by Thursday 11 June at 3:00 pm (Brisbane time).')
  })

  it('when the customer answers a hold, then the valuer reads what was asked, the answer in their words, the files and the new due time', () => {
    const { subject, text, html } = every.holdAnswered!
    expect(subject).toBe(`The customer answered — VD-10042, ${order.address}`)
    expect(text).toContain('> Please send the lease for the shop.')
    expect(text).toContain('> Attached: the lease <signed>.')
    expect(html).toContain('Attached: the lease &lt;signed&gt;.')
    expect(text).toContain('They uploaded 2 files, attached to the valuation under Working files.')
    expect(text).toContain('now due by Thursday 11 June at 3:00 pm (Brisbane time)')
    expect(text).toContain('Open the valuation: https://valuedesk.example/admin/collections/valuations/42')
  })

  it('when a valuation is overdue, then the escalation says how late, who has it, and that it comes daily', () => {
    expect(every.overdue!.subject).toBe(`Overdue by 13 hours — VD-10042, ${order.address}`)
    expect(every.overdue!.text).toContain(
      'was due by Thursday 11 June at 3:00 pm (Brisbane time): it is 13 hours late.',
    )
    expect(every.overdue!.text).toContain('It is assigned to Jane Citizen.')
    expect(every.overdue!.text).toContain('each day until it is done')
    const unassigned = overdueEmail({
      reference: 'VD-10043',
      address: order.address,
      dueAt: '2026-06-11T05:00:00Z',
      hoursLate: 75,
      valuerName: null,
      valuationUrl: 'https://valuedesk.example/admin/collections/valuations/43',
    })
    expect(unassigned.subject).toMatch(/^Overdue by 3 days/)
    expect(unassigned.text).toContain('No valuer is assigned to it')
  })

  it('when staff are invited, then they read who invited them, for which practice, what to do and until when the link works', () => {
    const { subject, text } = every.invitation!
    expect(subject).toBe('Maria Rossi invited you to ValueDesk, for Brisbane Desktop Valuations')
    expect(text).toContain('Hi Jo,')
    expect(text).toContain(
      'Maria Rossi has invited you to ValueDesk as a valuer for Brisbane Desktop Valuations',
    )
    expect(text).toContain(
      'sign in at https://valuedesk.example/admin with this e-mail address (jo@example.com)',
    )
    expect(text).toContain('until 1 Dec 2026, 3:00 pm (Brisbane time)')
    expect(text).toContain('Choose my password: https://valuedesk.example/set-password?token=t')
    const editor = invitationEmail({ ...invited, role: 'editor', practiceName: null })
    expect(editor.subject).toBe('Maria Rossi invited you to ValueDesk')
    expect(editor.text).toContain('as an editor: you will edit the pages')
  })

  it('when a valuation is due in under an hour, then the reminder says so, not "0 h"', () => {
    const last = dueSoonEmail({
      reference: 'VD-10042',
      address: order.address,
      dueAt: '2026-06-11T05:00:00Z',
      hoursLeft: 0,
      valuationUrl: 'https://valuedesk.example/admin/collections/valuations/42',
    })
    expect(last.subject).toMatch(/^Due in under 1 h — VD-10042/)
    expect(last.text).toContain('under an hour from now')
  })
})

describe('customer e-mails', () => {
  it('when the order is received, then it greets the customer and names the reference and the amount in dollars and cents', () => {
    const { text } = every.orderReceived!
    expect(text).toContain('Hi Maria,')
    expect(text).toContain('VD-10042')
    expect(text).toContain('INV-000042 for $1,234.00 (GST included)')
  })

  it('when the valuation goes on hold, then the e-mail quotes what is needed and links to the page where they answer', () => {
    const { text, html } = every.onHold!
    expect(text).toContain('> Please send the lease for the shop.\n> All pages, signed.')
    expect(text).toContain('Answer the valuer: https://valuedesk.example/orders/42/answer?key=abc')
    expect(html).toContain('href="https://valuedesk.example/orders/42/answer?key=abc"')
    expect(text).not.toMatch(/reply to this e-mail/i)
  })

  it('when the payment is received, then the due time reads on the Brisbane clock', () => {
    expect(every.paymentReceived!.text).toContain('due by Thursday 13 June at 3:00 pm (Brisbane time)')
  })

  it('when a due time has already passed, then no e-mail promises it: the report comes as soon as possible', () => {
    const past = new Date(Date.now() - MINUTE_MS).toISOString()
    for (const email of [
      paymentReceivedEmail({ ...order, dueAt: past }),
      resumedEmail({ ...order, dueAt: past }),
    ]) {
      expect(email.text).not.toContain('due by')
      expect(email.text).toContain('We will send your report as soon as possible.')
    }
  })

  it('when a value holds HTML characters, then the HTML shows them as text and the link keeps its query', () => {
    const { html, text } = every.orderReceived!
    expect(html).toContain('12 Smith &amp; Sons Lane')
    expect(html).toContain('href="https://valuedesk.example/orders/42?key=abc&amp;x=1"')
    expect(text).toContain('See your order: https://valuedesk.example/orders/42?key=abc&x=1')
  })

  it('when an invoice is sent unpaid, then it says how to pay by bank transfer', () => {
    const { text } = every.taxInvoice!
    expect(text).toContain('$1,234.00, including $112.18 GST')
    expect(text).toContain('BSB 064-000, account 1234 5678, with INV-000042 as the reference')
  })
})

describe('e-mails to an address not yet shown to be the reader’s', () => {
  it('when a sign-up or a new address is to be confirmed, the address has an account, or a firm invites it, then the e-mail greets nobody by name and carries only our words and the link', () => {
    for (const name of ['confirmSignUp', 'confirmNewAddress', 'addressHasAccount', 'firmInvitation']) {
      const { text } = every[name]!
      expect(text, name).toMatch(/^Hello,$/m)
      expect(text, name).not.toMatch(/Maria/)
    }
    expect(every.confirmSignUp!.text).toContain('https://valuedesk.example/confirm-email?token=t')
  })

  it('when a change of address is asked for, then the current address is told the new one', () => {
    expect(every.addressChanging!.text).toContain('maria@new.example')
  })
})

describe('the enquiry forwarded to support', () => {
  it('when support replies, then the reply goes to the customer', () => {
    expect(every.enquiryReceived!.replyTo).toBe('eve@example.com')
    for (const [name, email] of Object.entries(every))
      if (name !== 'enquiryReceived') expect(email.replyTo, name).toBeUndefined()
  })

  it('when the message holds HTML, then it is quoted as text, its lines kept', () => {
    const { html, text } = every.enquiryReceived!
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>Second line')
    expect(html).not.toContain('<script>')
    expect(text).toContain('> Hello <script>alert(1)</script>\n> Second line')
  })
})

describe('firm e-mails', () => {
  it('when an SMSF property is due its yearly value, then the e-mail names the property, the fund, the last value date and links the re-order', () => {
    const reminder = every.smsfReminder!
    expect(reminder.subject).toBe(`Re-value ${order.address} for 30 June 2027`)
    expect(reminder.text).toContain(
      `Rossi Family Super Fund reports ${order.address} at its market value at 30 June 2027. Our last valuation of it (VD-10042) is dated 30 June 2026.`,
    )
    expect(reminder.text).toContain('https://valuedesk.example/valuation?reorder=42')
  })

  it('when a colleague is invited to a firm, then the e-mail says what joining means, that nothing changes unless they accept, and until when the link works, naming neither the firm nor who invited them', () => {
    const { subject, text, html } = every.firmInvitation!
    expect(subject).toBe('An invitation to join a firm on ValueDesk')
    expect(text).toContain('see its orders, reports and invoices')
    expect(text).toContain('you join only if you accept')
    expect(text).toContain('sign in with this e-mail address (or create a ValueDesk account with it first)')
    expect(text).toContain('until 2 Dec 2026, 3:00 pm (Brisbane time)')
    expect(text).toContain('See the invitation: https://valuedesk.example/account/firm/join?token=t')
    expect(html).toContain('href="https://valuedesk.example/account/firm/join?token=t"')
  })
})

describe('e-mails about a valuation are signed by the practice that values it', () => {
  const sender = { person: 'Helena Varga', practice: 'Brisbane Desktop Valuations Pty Ltd' }
  const withSender = { ...order, sender, dueAt: '2026-11-23T02:00:00.000Z' }
  it.each([
    ['order received', orderReceivedEmail(withSender)],
    ['payment received', paymentReceivedEmail(withSender)],
    ['report ready', reportReadyEmail(withSender)],
    ['on hold', onHoldEmail({ ...withSender, reason: 'Which lot?', answerUrl: 'https://x.example/a' })],
    ['resumed', resumedEmail(withSender)],
    ['corrected', orderCorrectedEmail({ ...withSender, corrections: [] })],
  ] as const)('when the %s e-mail goes, then the valuer and the practice sign it', (_name, mail) => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Helena Varga')
      expect(body).toContain('Brisbane Desktop Valuations Pty Ltd')
      expect(body).not.toContain('The ValueDesk team')
    }
  })

  it('when no valuer is assigned yet, then the practice alone signs it', () => {
    const mail = orderReceivedEmail({
      ...order,
      sender: { person: null, practice: 'Brisbane Desktop Valuations' },
    })
    expect(mail.text).toContain('Kind regards,\nBrisbane Desktop Valuations\n')
  })
})
