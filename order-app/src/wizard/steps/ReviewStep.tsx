import { useState } from 'react'

import {
  formatAud,
  formatDate,
  propertyClassifications,
  purposes,
  reportKinds,
  TURNAROUND_HOURS,
  typeLabel,
} from '@valuedesk/domain'

import { Button } from '../../ui/Button.tsx'
import { CardPayment } from '../CardPayment.tsx'
import type { OrderDraft, PlacedOrder } from '../draft.ts'

type Props = {
  draft: Required<Pick<OrderDraft, 'property' | 'assessment'>> & OrderDraft & { order: PlacedOrder }
  cardPayments: boolean
  onEdit: () => void
}

/** Step 5: everything entered, the fee with its GST, then card or bank transfer. */
export function ReviewStep({ draft, cardPayments, onEdit }: Props) {
  const [method, setMethod] = useState<'card' | 'bank' | null>(cardPayments ? null : 'bank')
  const { property, assessment, contact, order } = draft
  const classification = property.PropertyTypeSelection.PropertyClassification
  const completed = `/completed?order=${order.valuationId}&invoice=${order.invoiceId}`
  const rows: [string, string][] = [
    ['Order', order.reference],
    ['Property', property.AddressDetails.Address],
    [
      'Kind',
      `${propertyClassifications[classification].label} — ${typeLabel(classification, property.PropertyTypeSelection.PropertyType)}`,
    ],
    ['Purpose', purposes[assessment.Purpose as keyof typeof purposes].label],
    ['Report', reportKinds[assessment.ReportKind]],
    [
      'Value as at',
      assessment.ValuationBasis === 'retrospective' && assessment.RetrospectiveDate
        ? formatDate(assessment.RetrospectiveDate)
        : 'Today',
    ],
    [
      'For',
      contact
        ? `${contact.FirstName} ${contact.LastName}${contact.BusinessName ? `, ${contact.BusinessName}` : ''} (${contact.Email})`
        : '—',
    ],
  ]
  return (
    <div className="wizard__form">
      <dl className="review">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="review__total">
        <span>Total {formatAud(order.totalCents / 100)}</span>{' '}
        <span className="review__gst">
          including {formatAud(order.gstCents / 100)} GST · tax invoice {order.invoiceNumber}
        </span>
      </p>
      <p className="wizard__note">
        Your tax invoice is on its way to your inbox. The {TURNAROUND_HOURS}-hour clock starts when payment
        arrives.
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
      <div className="wizard__actions">
        <Button type="button" variant="secondary" onClick={onEdit}>
          Change my answers
        </Button>
      </div>
    </div>
  )
}
