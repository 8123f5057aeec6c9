import type { UIFieldServerProps } from 'payload'

import { formatAbn } from '@valuedesk/domain/abn'
import { formatAud } from '@valuedesk/domain/money'
import { formatDate } from '@valuedesk/domain/order/dates'
import { purposes, reportKinds, specialUses } from '@valuedesk/domain/order/purposes'
import { propertyKind } from '@valuedesk/domain/property/catalogue'
import { describeDetails } from '@valuedesk/domain/property/detailFields'
import { PropertyDetails } from '@valuedesk/domain/property/details'
import { idOrNull } from '@valuedesk/domain/relations'

import type { PropertySnapshot, Report, Valuation } from '../payload-types.ts'
import { DetailsList, type DetailRow } from './DetailsList.tsx'

type Row = DetailRow

function orderRows(valuation: Partial<Valuation>): Row[] {
  const purpose = valuation.purpose ? purposes[valuation.purpose]?.label : undefined
  return [
    purpose && {
      label: 'Purpose',
      value: `${purpose}${valuation.relatedParty ? ', between related parties' : ''}`,
    },
    valuation.fund?.name && {
      label: 'Fund',
      value: [
        valuation.fund.name,
        valuation.fund.abn && `ABN ${formatAbn(valuation.fund.abn)}`,
        valuation.fund.trustee && `trustee ${valuation.fund.trustee}`,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    valuation.reportKind && { label: 'Report', value: reportKinds[valuation.reportKind] },
    {
      label: 'Value as at',
      value: valuation.retrospectiveDate ? formatDate(valuation.retrospectiveDate) : 'The date of the report',
    },
  ].filter((row): row is Row => Boolean(row))
}

function propertyRows(snapshot: PropertySnapshot): Row[] {
  const details = PropertyDetails.safeParse({ Form: snapshot.detailsForm, Details: snapshot.details ?? {} })
  return [
    { label: 'Address', value: snapshot.address },
    { label: 'Property', value: propertyKind(snapshot.classification, snapshot.propertyType) },
    { label: 'Strata titled', value: snapshot.strataTitled ? 'Yes' : 'No' },
    { label: 'Tenancies', value: String(snapshot.tenancies) },
    ...(snapshot.specialUse && snapshot.specialUse !== 'none'
      ? [{ label: 'Special use', value: specialUses[snapshot.specialUse] }]
      : []),
    // Read as the viewer: an admin sees it; a valuer does not (it could anchor their figure).
    ...(snapshot.estimatedValue != null
      ? [{ label: 'Customer’s estimate', value: formatAud(snapshot.estimatedValue) }]
      : []),
    ...(details.success ? describeDetails(details.data) : []),
  ]
}

/** Read as the viewer, so each sees only the fields they may. */
export async function OrderDetails({ data, id, collectionSlug, payload, req }: UIFieldServerProps) {
  const asViewer = { depth: 0, user: req.user, overrideAccess: false } as const
  const reportOf = collectionSlug === 'reports' ? idOrNull((data as Partial<Report>).valuation) : null
  const valuation =
    collectionSlug === 'valuations'
      ? (data as Partial<Valuation>)
      : reportOf != null
        ? await payload
            .findByID({ collection: 'valuations', id: reportOf, ...asViewer })
            .catch(() => undefined)
        : undefined
  const snapshotId = collectionSlug === 'property-snapshots' ? id : idOrNull(valuation?.snapshot)
  if (snapshotId == null) return null
  const snapshot = await payload
    .findByID({ collection: 'property-snapshots', id: snapshotId, ...asViewer })
    .catch(() => undefined)
  if (!snapshot) return null
  const rows = [...(valuation ? orderRows(valuation) : []), ...propertyRows(snapshot)]
  return (
    <section aria-labelledby="order-details" style={{ margin: '8px 0 24px' }}>
      <h3 id="order-details" style={{ marginBottom: 8 }}>
        What the customer ordered and told us
      </h3>
      <DetailsList rows={rows} />
    </section>
  )
}
