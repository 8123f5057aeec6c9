import { formatAud, TURNAROUND_HOURS, type AssessmentDetails, type PropertyStep } from '@valuedesk/domain'

import { Alert } from '../../ui/Alert.tsx'
import { PayInvoice } from '../PayInvoice.tsx'
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
      <PayInvoice order={order} cardPayments={cardPayments} completed={completed} />
    </div>
  )
}
