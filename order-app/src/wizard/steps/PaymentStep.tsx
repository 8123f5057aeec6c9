import type { ReactNode } from 'react'

import {
  formatBillingMonth,
  formatAud,
  MONTHLY_INVOICE_TERMS_DAYS,
  TURNAROUND_HOURS,
  type AssessmentDetails,
  type PropertyDetails,
  type PropertyStep,
} from '@valuedesk/domain'

import { Alert } from '../../ui/Alert.tsx'
import { PayInvoice } from '../PayInvoice.tsx'
import type { BankAccount, DraftContact, DraftPhoto, PlacedOrder } from '../draft.ts'
import { OrderSummary } from './OrderSummary.tsx'

type Props = {
  order: PlacedOrder
  property: PropertyStep
  assessment: AssessmentDetails
  details?: PropertyDetails
  contact?: DraftContact
  photos?: DraftPhoto[]
  cardPayments: boolean
  bank: BankAccount | null
}

export function PaymentStep({ order, cardPayments, bank, ...answers }: Props) {
  // A firm invoiced monthly: on its account, started at once, nothing to pay now.
  if (order.invoiceId === undefined) {
    const month = order.onAccountMonth ? formatBillingMonth(order.onAccountMonth) : 'this month’s'
    return (
      <Placed
        order={order}
        answers={answers}
        placed={
          <>
            <strong>Order {order.reference} is placed on your firm’s account.</strong> There is nothing to pay
            now: it goes on the firm’s {month} invoice, e-mailed at the start of next month with{' '}
            {MONTHLY_INVOICE_TERMS_DAYS} days to pay.
          </>
        }
        billed="on account"
      >
        <p className="wizard__note">
          The {TURNAROUND_HOURS}-hour clock has started: we e-mail your report when it is ready.{' '}
          <a href={`/orders/${order.valuationId}`}>Follow your order</a>.
        </p>
      </Placed>
    )
  }
  const completed = `/completed?order=${order.valuationId}&invoice=${order.invoiceId}`
  return (
    <Placed
      order={order}
      answers={answers}
      placed={
        <>
          <strong>Order {order.reference} is placed.</strong> Your tax invoice {order.invoiceNumber} is on its
          way to your inbox.
        </>
      }
      billed={`tax invoice ${order.invoiceNumber}`}
    >
      <p className="wizard__note">
        The {TURNAROUND_HOURS}-hour clock starts as soon as we have your payment.
      </p>
      <PayInvoice order={order} cardPayments={cardPayments} bank={bank} completed={completed} />
    </Placed>
  )
}

function Placed({
  order,
  answers,
  placed,
  billed,
  children,
}: {
  order: PlacedOrder
  answers: Omit<Props, 'order' | 'cardPayments' | 'bank'>
  placed: ReactNode
  billed: string
  children: ReactNode
}) {
  return (
    <div className="wizard__form">
      <Alert type="success">
        <p>{placed}</p>
        <p>
          To change anything in it, <a href="#contact">contact us</a> quoting {order.reference}.
        </p>
      </Alert>
      <OrderSummary {...answers} />
      <p className="review__total">
        <span>Total {formatAud(order.totalCents / 100)}</span>{' '}
        <span className="review__gst">
          including {formatAud(order.gstCents / 100)} GST · {billed}
        </span>
      </p>
      {children}
    </div>
  )
}
