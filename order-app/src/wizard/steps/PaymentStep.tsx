import { useState } from 'react'

import { formatAud, TURNAROUND_HOURS, type AssessmentDetails, type PropertyStep } from '@valuedesk/domain'

import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { CardPayment } from '../CardPayment.tsx'
import type { DraftContact, DraftPhoto, PlacedOrder } from '../draft.ts'
import { OrderSummary } from './OrderSummary.tsx'

type Props = {
  order: PlacedOrder
  property: PropertyStep
  assessment: AssessmentDetails
  contact?: DraftContact
  photos?: DraftPhoto[]
  cardPayments: boolean
}

/** Step 5 once the order is placed: what was ordered (no longer editable here), then card or bank transfer. */
export function PaymentStep({ order, cardPayments, ...answers }: Props) {
  const [method, setMethod] = useState<'card' | 'bank' | null>(cardPayments ? null : 'bank')
  const completed = `/completed?order=${order.valuationId}&invoice=${order.invoiceId}`
  return (
    <div className="wizard__form">
      <Alert type="success">
        <p>
          <strong>Order {order.reference} is placed.</strong> Your tax invoice {order.invoiceNumber} is on its
          way to your inbox.
        </p>
        <p>
          To change anything in it, <a href="#contact">contact us</a> quoting {order.reference}.
        </p>
      </Alert>
      <OrderSummary {...answers} />
      <p className="review__total">
        <span>Total {formatAud(order.totalCents / 100)}</span>{' '}
        <span className="review__gst">
          including {formatAud(order.gstCents / 100)} GST · tax invoice {order.invoiceNumber}
        </span>
      </p>
      <p className="wizard__note">
        The {TURNAROUND_HOURS}-hour clock starts as soon as we have your payment.
      </p>
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
            Transfer {formatAud(order.totalCents / 100)} using the bank details on your tax invoice, with{' '}
            <strong>{order.invoiceNumber}</strong> as the reference. We start as soon as it arrives.
          </p>
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
    </div>
  )
}
