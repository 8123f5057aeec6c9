import { useState } from 'react'

import { formatAud } from '@valuedesk/domain'

import { Button } from '../ui/Button.tsx'
import { CardPayment } from './CardPayment.tsx'
import type { BankAccount, InvoiceToPay } from './draft.ts'

type Props = {
  order: InvoiceToPay
  cardPayments: boolean
  /** Shown with the transfer's reference, so no one must open the PDF to pay. */
  bank: BankAccount | null
  completed: string
}

export function PayInvoice({ order, cardPayments, bank, completed }: Props) {
  const [method, setMethod] = useState<'card' | 'bank' | null>(cardPayments ? null : 'bank')
  return (
    <>
      <fieldset className="field">
        <legend>How would you like to pay?</legend>
        {cardPayments ? (
          <label className="radio">
            <input
              type="radio"
              name="method"
              checked={method === 'card'}
              onChange={() => setMethod('card')}
            />{' '}
            Card (Visa, Mastercard, Amex)
          </label>
        ) : (
          <p className="field__hint">
            Card payments are not available at the moment; bank transfer works as usual.
          </p>
        )}
        <label className="radio">
          <input type="radio" name="method" checked={method === 'bank'} onChange={() => setMethod('bank')} />{' '}
          Bank transfer (against the tax invoice)
        </label>
      </fieldset>
      {method === 'card' && (
        <CardPayment order={order} returnUrl={new URL(completed, location.origin).href} />
      )}
      {method === 'bank' && (
        <div className="bank">
          <p>
            Transfer {formatAud(order.totalCents / 100)} with <strong>{order.invoiceNumber}</strong> as the
            reference. We start as soon as it arrives.
          </p>
          {bank && (
            <dl className="bank__account">
              <dt>Account name</dt>
              <dd>{bank.accountName}</dd>
              <dt>BSB</dt>
              <dd>{bank.bsb}</dd>
              <dt>Account number</dt>
              <dd>{bank.accountNumber}</dd>
              <dt>Reference</dt>
              <dd>{order.invoiceNumber}</dd>
            </dl>
          )}
          <p>
            <a href={`/api/invoices/${order.invoiceId}/export/pdf`} target="_blank" rel="noopener">
              Download the tax invoice (PDF)
            </a>
          </p>
          <Button type="button" onClick={() => location.assign(`${completed}&method=bank`)}>
            Finish
          </Button>
        </div>
      )}
    </>
  )
}
