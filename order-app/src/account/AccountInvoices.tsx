import { useState } from 'react'

import { formatAudCents, formatDate, type AccountInvoice } from '@valuedesk/domain'

import { failureText } from '../api/client.ts'
import { downloadFile } from '../api/download.ts'
import { sessionToken } from '../api/session.ts'
import { Button } from '../ui/Button.tsx'

function InvoicePdf({ invoice }: { invoice: AccountInvoice }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const download = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await downloadFile(
        `/api/invoices/${invoice.InvoiceId}/export/pdf`,
        `Tax invoice ${invoice.Number}.pdf`,
        sessionToken(),
      )
    } catch (error) {
      setFailure(failureText(error, 'The invoice did not download; please try again.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button type="button" variant="secondary" onClick={download} loading={busy}>
        Download PDF<span className="visually-hidden"> of tax invoice {invoice.Number}</span>
      </Button>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </>
  )
}

/** The customer's tax invoices, newest first: number, order, amount, paid or not, and the PDF. */
export function AccountInvoices({ invoices }: { invoices: AccountInvoice[] }) {
  return (
    <ul className="account-cards">
      {invoices.map((invoice) => (
        <li key={invoice.InvoiceId} className="account-card">
          <h3 className="account-card__title">Tax invoice {invoice.Number}</h3>
          <p className="account-card__meta">
            {invoice.Reference ? `Order ${invoice.Reference} · ` : ''}
            {formatDate(invoice.CreatedAt)} · {formatAudCents(invoice.TotalCents)} incl.{' '}
            {formatAudCents(invoice.GstCents)} GST
          </p>
          <p>
            <span className={`account-status account-status--${invoice.Status}`}>
              {invoice.Status === 'paid'
                ? `Paid${invoice.PaidAt ? ` ${formatDate(invoice.PaidAt)}` : ''}`
                : invoice.Status === 'unpaid'
                  ? 'Unpaid'
                  : invoice.Status === 'refunded'
                    ? 'Refunded'
                    : 'Cancelled (nothing to pay)'}
            </span>
          </p>
          <div className="account-card__actions">
            <InvoicePdf invoice={invoice} />
          </div>
        </li>
      ))}
    </ul>
  )
}
