import { formatAudCents, formatDate, type AccountInvoice } from '@valuedesk/domain'

import { DownloadButton } from './DownloadButton.tsx'

export function AccountInvoices({ invoices }: { invoices: AccountInvoice[] }) {
  return (
    <ul className="account-cards">
      {invoices.map((invoice) => (
        <li key={invoice.InvoiceId} className="account-card">
          <h3 className="account-card__title">Tax invoice {invoice.Number}</h3>
          <p className="account-card__meta">
            {invoice.Lines.length > 1
              ? `${invoice.Lines.length} properties · `
              : invoice.Reference
                ? `Order ${invoice.Reference} · `
                : ''}
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
            <DownloadButton
              path={`/api/invoices/${invoice.InvoiceId}/export/pdf`}
              filename={`Tax invoice ${invoice.Number}.pdf`}
              variant="secondary"
            >
              Download PDF<span className="visually-hidden"> of tax invoice {invoice.Number}</span>
            </DownloadButton>
          </div>
          {invoice.AdjustmentNotes.length > 0 && (
            <ul className="account-card__adjustments" aria-label={`Adjustment notes of ${invoice.Number}`}>
              {invoice.AdjustmentNotes.map((note) => (
                <li key={note.AdjustmentNoteId}>
                  <p className="account-card__meta">
                    Adjustment note {note.Number} · {formatDate(note.IssuedAt)} ·{' '}
                    {formatAudCents(note.AmountCents)} {note.Kind === 'refund' ? 'refunded' : 'not charged'}
                  </p>
                  <DownloadButton
                    path={`/api/adjustment-notes/${note.AdjustmentNoteId}/export/pdf`}
                    filename={`Adjustment note ${note.Number}.pdf`}
                    variant="secondary"
                  >
                    Download PDF<span className="visually-hidden"> of adjustment note {note.Number}</span>
                  </DownloadButton>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
