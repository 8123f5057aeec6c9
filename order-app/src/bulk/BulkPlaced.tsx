import {
  formatBillingMonth,
  formatAud,
  MONTHLY_INVOICE_TERMS_DAYS,
  TURNAROUND_HOURS,
  type BulkOrderResponse,
} from '@valuedesk/domain'

import { Alert } from '../ui/Alert.tsx'
import { PayInvoice } from '../wizard/PayInvoice.tsx'
import type { BankAccount } from '../wizard/draft.ts'

export function BulkPlaced({
  placed,
  cardPayments,
  bank,
}: {
  placed: BulkOrderResponse
  cardPayments: boolean
  bank: BankAccount | null
}) {
  const [only] = placed.Invoices
  return (
    <div className="bulk">
      <Alert type="success">
        <p>
          <strong>
            {placed.Orders.length} {placed.Orders.length === 1 ? 'order is' : 'orders are'} placed.
          </strong>{' '}
          {placed.OnAccountMonth
            ? `They are on your firm’s account and the ${TURNAROUND_HOURS}-hour clock has started: nothing to pay now. They go on the firm’s ${formatBillingMonth(placed.OnAccountMonth)} invoice, e-mailed at the start of next month with ${MONTHLY_INVOICE_TERMS_DAYS} days to pay.`
            : placed.Invoices.length === 1
              ? `Your tax invoice ${only!.Number} is on its way to your inbox.`
              : 'Each property’s tax invoice is on its way to your inbox.'}
        </p>
      </Alert>
      <ul className="bulk__placed">
        {placed.Orders.map((order) => (
          <li key={order.ValuationId}>
            <strong>{order.Reference}</strong> {order.Address}
            {order.FundName ? ` · ${order.FundName}` : ''}
          </li>
        ))}
      </ul>
      <p className="bulk__total">
        <strong>Total {formatAud(placed.TotalCents / 100)}</strong>{' '}
        <span>
          including {formatAud(placed.GstCents / 100)} GST{placed.OnAccountMonth ? ' · on account' : ''}
        </span>
      </p>
      {placed.Invoices.map((invoice) => (
        <section key={invoice.InvoiceId} className="bulk__pay" aria-label={`Pay invoice ${invoice.Number}`}>
          {placed.Invoices.length > 1 && (
            <h3>
              Invoice {invoice.Number}: {formatAud(invoice.TotalCents / 100)}
            </h3>
          )}
          <PayInvoice
            order={{
              invoiceId: invoice.InvoiceId,
              invoiceNumber: invoice.Number,
              totalCents: invoice.TotalCents,
            }}
            cardPayments={cardPayments}
            bank={bank}
            completed={`/account?invoice=${invoice.InvoiceId}`}
          />
        </section>
      ))}
    </div>
  )
}
