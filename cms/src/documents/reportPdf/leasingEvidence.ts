import { formatAud, formatDate, rentPerM2, rentRange, type ReportBlockOf } from '@valuedesk/domain'

import { paragraphs } from './richText.ts'
import { dataTable, labelValueTable, type Column } from './tables.ts'
import { note, subheading, type Doc } from './theme.ts'

type Leasing = ReportBlockOf<'leasingEvidence'>

const columns: Column[] = [
  { title: 'Address', share: 0.23, align: 'left' },
  { title: 'Lease start', share: 0.125, align: 'left' },
  { title: 'Area m²', share: 0.08, align: 'right' },
  { title: 'Rent p.a.', share: 0.11, align: 'right' },
  { title: '$/m² p.a.', share: 0.09, align: 'right' },
  { title: 'Terms and outgoings', share: 0.21, align: 'left' },
  { title: 'Incentives', share: 0.155, align: 'left' },
]

const range = (low: number, high: number, unit = '') =>
  low === high ? `${formatAud(low)}${unit}` : `${formatAud(low)} – ${formatAud(high)}${unit}`

/** Why a related party's rent is assessed: an SMSF deals with related parties only at arm's length (SIS Act s 109). */
const relatedPartyContext =
  'The tenant is a related party of the owner. Where the owner is a self-managed superannuation fund, the Superannuation Industry (Supervision) Act 1993 requires the fund’s dealings with a related party to be at arm’s length (s 109), so a lease to a related party must be on commercial terms at market rent; the fund’s auditor and the ATO check the rent against the market. The market rent below is assessed for that purpose: the rent a willing tenant would pay a willing landlord for the property at arm’s length on the date of valuation, on the terms of the lease relied on.'

export function leasingEvidence(doc: Doc, leasing: Leasing, rentalValue: number | null) {
  if (leasing.relatedPartyTenant) paragraphs(doc, relatedPartyContext)
  if (!leasing.leases.length) note(doc, 'No leasing evidence is recorded.')
  else
    dataTable(
      doc,
      columns,
      leasing.leases.map((lease) => {
        const rate = rentPerM2(lease)
        return {
          cells: [
            lease.address,
            formatDate(lease.leaseStart, 'short'),
            lease.area === null ? '—' : lease.area.toLocaleString('en-AU'),
            formatAud(lease.rent),
            rate === null ? '—' : formatAud(rate),
            lease.terms || '—',
            lease.incentives || 'None stated',
          ],
          note: lease.comments,
        }
      }),
    )
  subheading(doc, 'Rental reconciliation')
  const evidence = rentRange(leasing.leases)
  const adoptedRate =
    rentalValue && leasing.subjectArea ? Math.round(rentalValue / leasing.subjectArea) : null
  labelValueTable(
    doc,
    [
      ...(evidence
        ? [
            { label: 'Rents of the evidence', value: `${range(evidence.low, evidence.high)} a year` },
            ...(evidence.perM2
              ? [
                  {
                    label: 'Rents per m²',
                    value: `${range(evidence.perM2.low, evidence.perM2.high, '/m²')} a year`,
                  },
                ]
              : []),
          ]
        : []),
      ...(leasing.subjectArea
        ? [
            {
              label: 'Lettable area of the property',
              value: `${leasing.subjectArea.toLocaleString('en-AU')} m²`,
            },
          ]
        : []),
      {
        label: 'Market rent adopted',
        value: rentalValue
          ? `${formatAud(rentalValue)} a year${adoptedRate ? ` (${formatAud(adoptedRate)}/m²)` : ''}`
          : 'Not yet stated',
      },
      ...(leasing.leaseRelied ? [{ label: 'Lease relied on', value: leasing.leaseRelied }] : []),
    ],
    170,
  )
  if (leasing.text) paragraphs(doc, leasing.text)
}
