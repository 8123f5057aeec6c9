import {
  describeDetails,
  formatAbn,
  formatAud,
  formatDate,
  propertyKind,
  purposes,
  reportKinds,
  type AssessmentDetails,
  type PropertyDetails,
  type PropertyStep,
} from '@valuedesk/domain'

import type { DraftContact, DraftPhoto, StepName } from '../draft.ts'

type Props = {
  property: PropertyStep
  assessment: AssessmentDetails
  details?: PropertyDetails
  contact?: DraftContact
  photos?: DraftPhoto[]
  /** Before the order is placed: each answer links back to its step, keeping every answer. */
  onEdit?: (step: StepName) => void
}

export function OrderSummary({ property, assessment, details, contact, photos = [], onEdit }: Props) {
  const classification = property.PropertyTypeSelection.PropertyClassification
  const rows: [string, string, StepName][] = [
    ['Property', property.AddressDetails.Address, 'property'],
    ['Kind', propertyKind(classification, property.PropertyTypeSelection.PropertyType), 'property'],
    ['Your estimate', formatAud(property.EstimatedValue), 'property'],
    [
      'Purpose',
      `${purposes[assessment.Purpose as keyof typeof purposes].label}${assessment.RelatedParty ? ', between related parties' : ''}`,
      'purpose',
    ],
    ...(assessment.Fund
      ? [
          [
            'Fund',
            `${assessment.Fund.Name} (ABN ${formatAbn(assessment.Fund.Abn)}), trustee ${assessment.Fund.Trustee}`,
            'purpose',
          ] as [string, string, StepName],
        ]
      : []),
    ['Report', reportKinds[assessment.ReportKind], 'purpose'],
    [
      'Value as at',
      assessment.ValuationBasis === 'retrospective' && assessment.RetrospectiveDate
        ? formatDate(assessment.RetrospectiveDate)
        : 'Today',
      'purpose',
    ],
    [
      'Details',
      describeDetails(details)
        .map((row) => `${row.label}: ${row.value}`)
        .join(' · ') || 'None given',
      'details',
    ],
    ['Photos', photos.length ? photos.map((photo) => photo.name).join(', ') : 'None (optional)', 'details'],
    [
      'For',
      contact
        ? `${contact.FirstName} ${contact.LastName}${contact.BusinessName ? `, ${contact.BusinessName}` : ''} (${contact.Email}, ${contact.Phone})`
        : '—',
      'contact',
    ],
  ]
  return (
    <dl className="review">
      {rows.map(([label, value, step]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            {onEdit && (
              <>
                {' '}
                <button
                  type="button"
                  className="link review__edit"
                  onClick={() => onEdit(step)}
                  aria-label={`Change ${label.toLowerCase()}`}
                >
                  Change
                </button>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
