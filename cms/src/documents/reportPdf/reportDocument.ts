import type { Payload } from 'payload'

import {
  comparableSalesOf,
  idOf,
  idOrNull,
  propertyClassifications,
  purposes,
  personName,
  positionSourceOf,
  reportClient,
  reportDates,
  reportStatus,
  todayInAustralia,
  saleMarks,
  typeLabel,
  type ReportBlockContent,
  type ReportData,
  type SaleSuburbs,
} from '@valuedesk/domain'

import type { Report } from '../../payload-types.ts'
import { blockContentsOf } from '../../report-blocks/blockMapping.ts'
import { printedCredentialsOf, valuerRecordOf } from '../../report-rules/valuerRecord.ts'
import { readStoredFile } from '../../storage/storedFiles.ts'
import { env } from '../../env.ts'
import { fetchStaticMap } from '../../geography/googleStaticMap.ts'
import { verifyUrl } from '../../verification/verificationCode.ts'
import { renderReportPdf, type MapImage } from './reportPdf.ts'
import { saleSuburbsOf } from './saleSuburbs.ts'

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
  const propertyState = snapshot?.state?.trim().toUpperCase() || null
  const contactName = contact ? `${contact.firstName} ${contact.lastName}`.trim() : ''
  const fund = valuation.fund?.name
    ? { name: valuation.fund.name, trustee: valuation.fund.trustee ?? '', abn: valuation.fund.abn ?? '' }
    : null
  const logo = idOrNull(practice?.logo ?? null)
  return {
    reference: valuation.reference,
    propertyClass: classification?.label ?? snapshot?.classification ?? '',
    classification: classification ? snapshot!.classification : null,
    propertyType:
      (snapshot && classification
        ? typeLabel(snapshot.classification, snapshot.propertyType)
        : snapshot?.propertyType) ?? '',
    address: snapshot?.address ?? '',
    client: reportClient(contact ? contact.businessName || contactName : '', fund),
    purpose: purposes[valuation.purpose]?.label ?? valuation.purpose,
    purposeKey: valuation.purpose,
    reportKind: valuation.reportKind,
    propertyState,
    instructedBy: [contactName, contact?.businessName].filter(Boolean).join(', '),
    fund,
    instructedOn: valuation.createdAt ? todayInAustralia(new Date(valuation.createdAt)) : null,
    valuationDate,
    retrospective: valuationDate < reportDate,
    reportDate,
    practice: {
      name: practice?.name ?? 'ValueDesk',
      legalName: practice?.legalName || null,
      abn: practice?.abn || null,
      logo: logo === null ? null : `media:${logo}`,
      indemnity: practice?.indemnityStatement?.trim() || null,
      address: practice?.address ?? null,
      phone: practice?.phone ?? null,
      email: practice?.email ?? null,
      liabilityScheme: Boolean(practice?.liabilityScheme),
    },
    valuer: valuerUser
      ? {
          name: personName(valuerUser),
          position: record?.position ?? null,
          // As they stood on the report's date: what /verify repeats (deliveredVerification.ts).
          ...printedCredentialsOf(record, propertyState, reportDate),
          // Printed only once an admin has verified it with the licences.
          signature:
            record?.signature && record.signatureVerified ? `signature:${idOf(record.signature)}` : null,
        }
      : null,
    photos: (valuation.images ?? []).map((image) => ({
      url: `file:${idOf(image.file)}`,
      caption: image.slot,
    })),
    images: (report.images ?? []).map((image) => ({
      url: `file:${idOf(image.file)}`,
      kind: image.kind,
      caption: image.caption,
      source: image.source || null,
    })),
    location:
      snapshot?.latitude != null && snapshot.longitude != null
        ? {
            latitude: snapshot.latitude,
            longitude: snapshot.longitude,
            source: positionSourceOf(snapshot),
            locality: [snapshot.suburb, snapshot.state, snapshot.postcode].filter(Boolean).join(' ') || null,
          }
        : null,
    draft,
    correction:
      (report.version ?? 1) > 1 && report.reissueReason
        ? { version: report.version!, reason: report.reissueReason }
        : null,
    verification:
      !draft && report.verification?.code
        ? { code: report.verification.code, url: verifyUrl(report.verification.code) }
        : null,
  }
}

const imageCollections = { file: 'files', signature: 'signatures', media: 'media' } as const

const loadImage = (payload: Payload) => async (url: string) => {
  const [, kind, id] = /^(file|signature|media):(.+)$/.exec(url) ?? []
  if (!kind || !id) return undefined
  const collection = imageCollections[kind as keyof typeof imageCollections]
  const file = await payload.findByID({ collection, id, depth: 0 }).catch(() => undefined)
  if (!file?.filename || !file.mimeType?.startsWith('image/')) return undefined
  return readStoredFile(payload, collection, file).catch(() => undefined)
}

export async function renderReportWithData(
  payload: Payload,
  report: Report,
  draft = report.status !== reportStatus.final,
) {
  const data = await reportData(payload, report, draft)
  const blocks = blockContentsOf(report)
  const saleSuburbs = await saleSuburbsOf(comparableSalesOf(blocks))
  const pdf = await renderReportPdf(
    { data, blocks },
    { loadImage: loadImage(payload), map: await mapFor(payload, data, blocks, saleSuburbs), saleSuburbs },
  )
  return { data, pdf }
}

/** Without a maps key, or when Google fails (logged), none: the renderer draws the locality plan. */
async function mapFor(
  payload: Payload,
  data: ReportData,
  blocks: ReportBlockContent[],
  saleSuburbs: SaleSuburbs,
): Promise<MapImage | undefined> {
  if (!env.GOOGLE_MAPS_API_KEY || !blocks.some((block) => block.type === 'location')) return undefined
  const result = await fetchStaticMap(
    { apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_MAPS_API_URL },
    { subject: data.location ?? data.address, sales: saleMarks(blocks, saleSuburbs) },
  )
  if ('image' in result) return { bytes: result.image, credit: 'Google' }
  payload.logger.warn(
    { reference: data.reference, reason: result.failed },
    'report map: Google Static Maps failed; the locality plan is drawn instead',
  )
  return undefined
}

export async function renderReport(
  payload: Payload,
  report: Report,
  draft = report.status !== reportStatus.final,
) {
  return (await renderReportWithData(payload, report, draft)).pdf
}
