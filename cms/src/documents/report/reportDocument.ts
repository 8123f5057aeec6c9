import type { Payload } from 'payload'

import {
  idOf,
  professionalBodies,
  propertyClassifications,
  purposes,
  personName,
  reportDates,
  type ProfessionalBody,
  saleMarks,
  typeLabel,
  type ReportBlockContent,
  type ReportData,
} from '@valuedesk/domain'

import type { Report } from '../../payload-types.ts'
import { blockContentsOf } from '../../reports/blockMapping.ts'
import { valuerRecordOf } from '../../reports/valuerRecord.ts'
import { readStoredFile } from '../../storage/storedFiles.ts'
import { env } from '../../env.ts'
import { fetchStaticMap } from '../../geography/googleStaticMap.ts'
import { renderReportPdf, type MapImage } from './reportPdf.ts'

const licenceLine = (licence: { state: string; number: string }) =>
  `${licence.state} licensed valuer No. ${licence.number}`
const membershipLine = (membership: {
  body: ProfessionalBody
  grade?: string | null
  number?: string | null
}) =>
  [
    membership.grade,
    professionalBodies[membership.body] ?? membership.body,
    membership.number ? `No. ${membership.number}` : null,
  ]
    .filter(Boolean)
    .join(', ')

/**
 * What the system knows for a report: the valuation, its property, client, practice and valuer (GET
 * /api/reports/{id}/data, and the facts the PDF prints).
 */
export async function reportData(payload: Payload, report: Report, draft: boolean): Promise<ReportData> {
  const valuation = await payload.findByID({ collection: 'valuations', id: idOf(report.valuation), depth: 1 })
  const snapshot = typeof valuation.snapshot === 'object' ? valuation.snapshot : undefined
  const contact = valuation.contact && typeof valuation.contact === 'object' ? valuation.contact : undefined
  const practice =
    valuation.practice && typeof valuation.practice === 'object' ? valuation.practice : undefined
  const valuerUser = valuation.valuer && typeof valuation.valuer === 'object' ? valuation.valuer : undefined
  const record = await valuerRecordOf(payload, practice?.id ?? null, valuerUser?.id ?? null)
  const classification = snapshot ? propertyClassifications[snapshot.classification] : undefined
  const { reportDate, valuationDate } = reportDates(report.completedAt, valuation.retrospectiveDate)
  return {
    reference: valuation.reference,
    propertyClass: classification?.label ?? snapshot?.classification ?? '',
    propertyType:
      (snapshot && classification
        ? typeLabel(snapshot.classification, snapshot.propertyType)
        : snapshot?.propertyType) ?? '',
    address: snapshot?.address ?? '',
    client: contact ? contact.businessName || `${contact.firstName} ${contact.lastName}` : '',
    purpose: purposes[valuation.purpose]?.label ?? valuation.purpose,
    reportKind: valuation.reportKind,
    valuationDate,
    retrospective: valuationDate < reportDate,
    reportDate,
    practice: {
      name: practice?.name ?? 'ValueDesk',
      address: practice?.address ?? null,
      phone: practice?.phone ?? null,
      email: practice?.email ?? null,
    },
    valuer: valuerUser
      ? {
          name: personName(valuerUser),
          position: record?.position ?? null,
          licences: (record?.licences ?? []).map(licenceLine),
          memberships: (record?.memberships ?? []).map(membershipLine),
        }
      : null,
    photos: (valuation.images ?? []).map((image) => ({
      url: `file:${idOf(image.file)}`,
      caption: image.slot,
    })),
    location:
      snapshot?.latitude != null && snapshot.longitude != null
        ? { latitude: snapshot.latitude, longitude: snapshot.longitude }
        : null,
    draft,
    correction:
      (report.version ?? 1) > 1 && report.reissueReason
        ? { version: report.version!, reason: report.reissueReason }
        : null,
  }
}

/** Photos are the valuation's stored files ("file:<id>"), read from disk or the bucket for the PDF. */
const loadImage = (payload: Payload) => async (url: string) => {
  const file = await payload
    .findByID({ collection: 'files', id: url.replace(/^file:/, ''), depth: 0 })
    .catch(() => undefined)
  if (!file?.filename || !file.mimeType?.startsWith('image/')) return undefined
  return readStoredFile(payload, 'files', file).catch(() => undefined)
}

/**
 * With a maps key, the report's map from Google Static Maps (the property and the comparables with known
 * positions); without one, or when Google fails (logged), none: the renderer draws the locality plan.
 */
async function mapFor(
  payload: Payload,
  data: ReportData,
  blocks: ReportBlockContent[],
): Promise<MapImage | undefined> {
  if (!env.GOOGLE_MAPS_API_KEY || !blocks.some((block) => block.type === 'location')) return undefined
  const result = await fetchStaticMap(
    { apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_MAPS_API_URL },
    { subject: data.location ?? data.address, sales: saleMarks(blocks) },
  )
  if ('image' in result) return { bytes: result.image, credit: 'Google' }
  payload.logger.warn(
    { reference: data.reference, reason: result.failed },
    'report map: Google Static Maps failed; the locality plan is drawn instead',
  )
  return undefined
}

/** A report document as a PDF: a watermarked preview while it is a draft. */
export async function renderReport(payload: Payload, report: Report, draft = report.status !== 'final') {
  const data = await reportData(payload, report, draft)
  const blocks = blockContentsOf(report)
  return renderReportPdf(
    { data, blocks },
    { loadImage: loadImage(payload), map: await mapFor(payload, data, blocks) },
  )
}
