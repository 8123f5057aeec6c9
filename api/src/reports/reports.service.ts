import type { Payload } from 'payload'

import {
  checksOf,
  fromPayloadBlock,
  readAsCaller,
  toPayloadBlock,
  type PayloadReportBlock,
  type Report,
  type ReportTemplate,
  type User,
  type Valuation,
} from '@valuedesk/cms'
import {
  defaultPhotoCaptions,
  describeDetails,
  detailsFormOf,
  prefillDescription,
  PropertyDetails,
  propertyKind,
  rentToRelatedParty,
  type DetailRow,
  reportBlockSchemas,
  ReportBlockContent,
  reportStatus,
  type ReportBlockType,
  AppError,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import {
  toCheckResponse,
  toEditResponse,
  toNoteResponse,
  toProblemResponse,
  toReportResponse,
} from './reports.mapper.ts'

export const readReport = (payload: Payload, user: User | null, id: number | string, depth = 0) =>
  readAsCaller(payload, user, 'reports', id, depth, { notFound: `No report ${id} that you may see.` })

/** A delivered report never changes, so it is not checked again. */
export async function reportDetail(payload: Payload, report: Report) {
  const checks =
    report.status === reportStatus.draft ? await checksOf(payload, report) : { results: [], problems: [] }
  const notes = report.ruleNotes ?? []
  return {
    ...toReportResponse(report),
    Problems: checks.problems.map(toProblemResponse),
    Checks: checks.results.map((result) => toCheckResponse(result, notes)),
    Notes: notes.map(toNoteResponse),
    Edits: (report.edits ?? []).map(toEditResponse),
  }
}

export const toBlockResponses = (report: Report) =>
  (report.blocks ?? []).map((block, index) => {
    const { type, ...data } = ReportBlockContent.parse(fromPayloadBlock(block))
    return { BlockId: block.id!, Type: type, Index: index + 1, Data: data as Record<string, unknown> }
  })

export function blockContent(type: ReportBlockType, data: Record<string, unknown>) {
  const parsed = reportBlockSchemas[type].safeParse({ ...data, type })
  if (parsed.success) return parsed.data
  throw AppError.validation(
    Object.fromEntries(
      parsed.error.issues.map((issue) => [['Data', ...issue.path].join('.'), [issue.message]]),
    ),
  )
}

export async function saveBlocks(
  payload: Payload,
  user: User | null,
  report: Report,
  blocks: PayloadReportBlock[],
) {
  if (report.status !== reportStatus.draft)
    throw AppError.conflict('This report was delivered and never changes; reissue it to correct it.')
  return payload.update({ collection: 'reports', id: report.id, data: { blocks }, ...asCaller(user) })
}

export function moveTo<T>(items: T[], from: number, index: number): T[] {
  const copy = [...items]
  const [item] = copy.splice(from, 1)
  copy.splice(Math.min(Math.max(index - 1, 0), copy.length), 0, item!)
  return copy
}

export { toPayloadBlock }

export type OrderFacts = {
  photoSlots: readonly string[]
  told: readonly DetailRow[]
  lettableArea?: number | null
  relatedPartyTenant?: boolean
}

function prefilled(
  content: ReportBlockContent,
  { photoSlots, told, lettableArea, relatedPartyTenant }: OrderFacts,
): ReportBlockContent {
  if (content.type === 'photos' && !content.captions.length)
    return { ...content, captions: defaultPhotoCaptions(photoSlots) }
  if (content.type === 'propertyDescription')
    return { ...content, rows: prefillDescription(content.rows, told) }
  if (content.type === 'leasingEvidence')
    return {
      ...content,
      subjectArea: content.subjectArea ?? lettableArea ?? null,
      relatedPartyTenant: content.relatedPartyTenant || Boolean(relatedPartyTenant),
    }
  return content
}

/** Read and written through the block schemas, so no id of the template's is shared. */
export const blocksFromTemplate = (
  template: ReportTemplate,
  facts: OrderFacts = { photoSlots: [], told: [] },
) =>
  (template.blocks ?? []).map((block) =>
    toPayloadBlock(prefilled(ReportBlockContent.parse(fromPayloadBlock(block as PayloadReportBlock)), facts)),
  )

const lettableAreaOf = (details: PropertyDetails): number | null => {
  const area = (details.Details as { LettableAreaM2?: unknown }).LettableAreaM2
  return typeof area === 'number' && area > 0 ? area : null
}

export async function orderFacts(payload: Payload, valuation: Valuation): Promise<OrderFacts> {
  const snapshot =
    typeof valuation.snapshot === 'object'
      ? valuation.snapshot
      : await payload.findByID({ collection: 'property-snapshots', id: valuation.snapshot, depth: 0 })
  const details = PropertyDetails.safeParse({ Form: snapshot.detailsForm, Details: snapshot.details ?? {} })
  return {
    photoSlots: (valuation.images ?? []).map((image) => image.slot),
    told: [
      { label: 'Property type', value: propertyKind(snapshot.classification, snapshot.propertyType) },
      ...(details.success ? describeDetails(details.data) : []),
    ],
    lettableArea: details.success ? lettableAreaOf(details.data) : null,
    relatedPartyTenant: rentToRelatedParty(valuation.purpose, valuation.relatedParty),
  }
}

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
  const form = snapshot.detailsForm ?? detailsFormOf(snapshot.classification)
  const { docs } = await payload.find({
    collection: 'report-templates',
    where: { type: { equals: form } },
    limit: 1,
    ...asCaller(user),
  })
  return docs[0] ?? AppError.throwNotFound(`No report template for ${form} property; an admin can add one.`)
}
