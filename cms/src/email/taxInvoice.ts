import { formatAudCents, formatDate } from '@valuedesk/domain'

import type { TaxInvoiceView } from '../documents/taxInvoice/taxInvoice.ts'
import { composeEmail, greet } from './layout.ts'

const howToPay = (view: TaxInvoiceView) =>
  view.status === 'paid'
    ? `It is paid${view.paidAt ? ` (received ${formatDate(view.paidAt)})` : ''}. Thank you.`
    : `To pay by bank transfer: ${view.bank.accountName}, BSB ${view.bank.bsb}, account ${view.bank.accountNumber}, with ${view.number} as the reference.`

export const taxInvoiceEmail = (view: TaxInvoiceView, intro: string) =>
  composeEmail({
    subject: `Tax invoice ${view.number} from ${view.seller.name}`,
    heading: `Tax invoice ${view.number}`,
    greeting: greet(view.buyer.name),
    blocks: [
      intro,
      `Your tax invoice ${view.number} of ${formatDate(view.issuedAt)} for ${formatAudCents(view.totalCents)}, including ${formatAudCents(view.gstCents)} GST, is attached as a PDF.`,
      howToPay(view),
    ],
    signOff: `Kind regards,\n${view.seller.name}`,
  })
