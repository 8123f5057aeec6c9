import type { Payload } from 'payload'

import type { Report, ReportTemplate, User, Valuation } from '@valuedesk/cms'
import {
  fromPayloadBlock,
  toPayloadBlock,
  type PayloadReportBlock,
} from '@valuedesk/cms/reports/blockMapping'
import { readStoredFile } from '@valuedesk/cms/storage/storedFiles'
import {
  detailsFormOf,
  professionalBodies,
  propertyClassifications,
  purposes,
  reportBlockSchemas,
  ReportBlockContent,
  todayInAustralia,
  type ProfessionalBody,
  type PropertyClassification,
  type Purpose,
  type ReportBlockType,
  type ReportData,
  type ReportKind,
  AppError,
} from '@valuedesk/domain'

import { asCaller, idOf } from '../http/caller.ts'
import { renderReportPdf } from './reportPdf.ts'

/** A report the caller may see (Payload's access: admins, the valuation's valuers, the customer once final). */
export const readReport = (payload: Payload, user: User | null, id: number | string, depth = 0) =>
  payload
    .findByID({ collection: 'reports', id, ...asCaller(user, depth) })
    .catch((error: { status?: number }) => {
      if (error.status === 403) throw error
      throw AppError.notFound(`No report ${id} that you may see.`)
    })

/** The blocks as the API shows them: BlockId, Type, Index (position + 1) and the content. */
export const toBlockResponses = (report: Report) =>
  (report.blocks ?? []).map((block, index) => {
    const { type, ...data } = ReportBlockContent.parse(fromPayloadBlock(block))
    return { BlockId: block.id!, Type: type, Index: index + 1, Data: data as Record<string, unknown> }
  })

/** A block's content checked against its type's schema; a problem names the field under Data. */
export function blockContent(type: ReportBlockType, data: Record<string, unknown>) {
  const parsed = reportBlockSchemas[type].safeParse({ ...data, type })
  if (parsed.success) return parsed.data as ReportBlockContent
  throw AppError.validation(
    Object.fromEntries(
      parsed.error.issues.map((issue) => [['Data', ...issue.path].join('.'), [issue.message]]),
    ),
  )
}

/** Saves a report's blocks as the caller: only drafts change, and only by the valuation's valuers or an admin. */
export async function saveBlocks(
  payload: Payload,
  user: User | null,
  report: Report,
  blocks: PayloadReportBlock[],
) {
  if (report.status === 'final')
    throw AppError.conflict('This report is final: it was sent to the customer and can no longer change.')
  return payload.update({ collection: 'reports', id: report.id, data: { blocks }, ...asCaller(user) })
}

/** Moves an item of a list to a 1-based position (clamped to the list). */
export function moveTo<T>(items: T[], from: number, index: number): T[] {
  const copy = [...items]
  const [item] = copy.splice(from, 1)
  copy.splice(Math.min(Math.max(index - 1, 0), copy.length), 0, item!)
  return copy
}

export { toPayloadBlock }

/**
 * A fresh copy of a template's blocks for a new report: read and written through the block schemas,
 * so no id of the template's blocks or of their rows (description rows, sales) is shared with it.
 */
export const blocksFromTemplate = (template: ReportTemplate) =>
  (template.blocks ?? []).map((block) =>
    toPayloadBlock(ReportBlockContent.parse(fromPayloadBlock(block as PayloadReportBlock))),
  )

/** The template a valuation's report starts from: the one asked for, or the one for its property's class. */
export async function templateFor(
  payload: Payload,
  user: User | null,
  valuation: Valuation,
  templateId?: number | string,
) {
  if (templateId !== undefined)
    return payload
      .findByID({ collection: 'report-templates', id: templateId, ...asCaller(user) })
      .catch(() => AppError.throwValidation({ TemplateId: [`No report template ${templateId}.`] }))
  const snapshot =
    typeof valuation.snapshot === 'object'
      ? valuation.snapshot
      : await payload.findByID({ collection: 'property-snapshots', id: valuation.snapshot, depth: 0 })
  const form = snapshot.detailsForm ?? detailsFormOf(snapshot.classification as PropertyClassification)
  const { docs } = await payload.find({
    collection: 'report-templates',
    where: { type: { equals: form } },
    limit: 1,
    ...asCaller(user),
  })
  return docs[0] ?? AppError.throwNotFound(`No report template for ${form} property; an admin can add one.`)
}

const licenceLine = (licence: { state: string; number: string }) =>
  `${licence.state} licensed valuer No. ${licence.number}`
const membershipLine = (membership: { body: string; grade?: string | null; number?: string | null }) =>
  [
    membership.grade,
    professionalBodies[membership.body as ProfessionalBody] ?? membership.body,
    membership.number ? `No. ${membership.number}` : null,
  ]
    .filter(Boolean)
    .join(', ')

/**
 * What the system knows for a report: the valuation, its property, client, practice and valuer (GET
 * /api/reports/{id}/data).
 */
export async function reportData(payload: Payload, report: Report, draft: boolean): Promise<ReportData> {
  const valuation = await payload.findByID({ collection: 'valuations', id: idOf(report.valuation), depth: 1 })
  const snapshot = typeof valuation.snapshot === 'object' ? valuation.snapshot : undefined
  const contact = valuation.contact && typeof valuation.contact === 'object' ? valuation.contact : undefined
  const practice =
    valuation.practice && typeof valuation.practice === 'object' ? valuation.practice : undefined
  const valuerUser = valuation.valuer && typeof valuation.valuer === 'object' ? valuation.valuer : undefined
  const record =
    valuerUser && practice
      ? (
          await payload.find({
            collection: 'practice-valuers',
            where: { practice: { equals: practice.id }, valuer: { equals: valuerUser.id } },
            limit: 1,
            depth: 0,
          })
        ).docs[0]
      : undefined
  const classification = propertyClassifications[snapshot?.classification as PropertyClassification]
  const reportDate = todayInAustralia(report.completedAt ? new Date(report.completedAt) : new Date())
  const valuationDate = valuation.retrospectiveDate ?? reportDate
  return {
    reference: valuation.reference,
    propertyClass: classification?.label ?? snapshot?.classification ?? '',
    propertyType:
      (classification?.types as Record<string, string> | undefined)?.[snapshot?.propertyType ?? ''] ??
      snapshot?.propertyType ??
      '',
    address: snapshot?.address ?? '',
    client: contact ? contact.businessName || `${contact.firstName} ${contact.lastName}` : '',
    purpose: purposes[valuation.purpose as Purpose]?.label ?? valuation.purpose,
    reportKind: valuation.reportKind as ReportKind,
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
          name: [valuerUser.firstName, valuerUser.lastName].filter(Boolean).join(' ') || valuerUser.email,
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

/** The report as a PDF: a watermarked preview while it is a draft. */
export async function renderReport(payload: Payload, report: Report, draft = report.status !== 'final') {
  const blocks = (report.blocks ?? []).map((block) => ReportBlockContent.parse(fromPayloadBlock(block)))
  return renderReportPdf(
    { data: await reportData(payload, report, draft), blocks },
    { loadImage: loadImage(payload) },
  )
}
