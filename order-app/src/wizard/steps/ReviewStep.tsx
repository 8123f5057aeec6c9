import { useState } from 'react'

import {
  formatAud,
  type AssessmentDetails,
  type FeeRow,
  type PropertyDetails,
  type PropertyStep,
} from '@valuedesk/domain'

import { ApiError, withReference } from '../../api/client.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import type { DraftContact, DraftPhoto, StepName } from '../draft.ts'
import { propertyQuote } from '../quote.ts'
import { OrderSummary } from './OrderSummary.tsx'

type Props = {
  property: PropertyStep
  assessment: AssessmentDetails
  details?: PropertyDetails
  contact: DraftContact
  photos: DraftPhoto[]
  fees: FeeRow[]
  onEdit: (step: StepName) => void
  /** Places the order on the server; nothing before this button is placed, invoiced or e-mailed. */
  onPlace: () => Promise<void>
}

function failureOf(error: unknown): string[] {
  if (error instanceof ApiError && error.modelState) return Object.values(error.modelState).flat()
  return [
    withReference(
      'We could not place your order just now. Nothing has been charged and your answers are kept — please try again in a moment: trying again never places a second order.',
      error,
    ),
  ]
}

export function ReviewStep({ property, assessment, details, contact, photos, fees, onEdit, onPlace }: Props) {
  const [failure, setFailure] = useState<string[] | null>(null)
  const [placing, setPlacing] = useState(false)
  const quote = propertyQuote(
    property,
    { reportKind: assessment.ReportKind, purpose: assessment.Purpose, relatedParty: assessment.RelatedParty },
    fees,
  )
  const place = async () => {
    setFailure(null)
    setPlacing(true)
    try {
      await onPlace()
    } catch (error) {
      setFailure(failureOf(error))
      setPlacing(false)
    }
  }
  return (
    <div className="wizard__form">
      {failure && (
        <Alert type="error">
          <ul>
            {failure.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <OrderSummary
        property={property}
        assessment={assessment}
        details={details}
        contact={contact}
        photos={photos}
        onEdit={onEdit}
      />
      {quote.totalCents !== undefined && (
        <p className="review__total">
          <span>Total {formatAud(quote.totalCents / 100)}</span>{' '}
          <span className="review__gst">
            including {formatAud((quote.gstCents ?? 0) / 100)} GST · {quote.description}
          </span>
        </p>
      )}
      {quote.notices.map((notice) => (
        <Alert key={notice.code} type="info">
          <p>{notice.message}</p>
        </Alert>
      ))}
      <p className="wizard__note">
        Nothing is ordered or charged until you press “Place order”. Then we e-mail your tax invoice and you
        choose how to pay.
      </p>
      <div className="wizard__actions">
        <Button type="button" variant="secondary" onClick={() => onEdit('property')} disabled={placing}>
          Change my answers
        </Button>
        <Button type="button" onClick={place} loading={placing} disabled={quote.reasons.length > 0}>
          Place order
        </Button>
      </div>
    </div>
  )
}
