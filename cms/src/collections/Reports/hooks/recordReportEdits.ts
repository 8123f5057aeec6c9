import type { CollectionBeforeChangeHook } from 'payload'

import {
  describeBlockChanges,
  idOrNull,
  personName,
  quoted,
  ReportBlockContent,
  reportImageKinds,
  reportRuleLabels,
  reportStatus,
  reportStatusLabels,
  type BlockVersion,
  type ReportRuleId,
  type ReportStatus,
} from '@valuedesk/domain'

import type { Report } from '../../../payload-types.ts'
import { fromPayloadBlock, type PayloadReportBlock } from '../../../reports/blockMapping.ts'

type Notes = Report['ruleNotes']
type Images = Report['images']

/** Each image as the record names it: its kind, caption and file. */
const imagesOf = (images: Images) =>
  (images ?? []).map(
    (image) =>
      `${reportImageKinds[image.kind]} ${quoted(image.caption)} (file ${idOrNull(image.file)}${image.source ? `, ${image.source}` : ''})`,
  )

const imageChanges = (before: Images, after: Images): string[] => {
  const [was, now] = [imagesOf(before), imagesOf(after)]
  return was.join('|') === now.join('|') ? [] : [`Images: ${now.length ? now.join('; ') : 'none'}`]
}

const versionsOf = (blocks: PayloadReportBlock[] | null | undefined): BlockVersion[] =>
  (blocks ?? []).flatMap((block) => {
    const parsed = ReportBlockContent.safeParse(fromPayloadBlock(block))
    return parsed.success ? [{ id: block.id ?? null, content: parsed.data }] : []
  })

const noteChanges = (before: Notes, after: Notes): string[] =>
  (after ?? []).flatMap((note) => {
    const old = (before ?? []).find((candidate) => candidate.rule === note.rule)
    return old?.note === note.note
      ? []
      : [`Note on “${reportRuleLabels[note.rule as ReportRuleId]}”: ${quoted(note.note)}`]
  })

/** What a save changes, as lines of the report's history. */
function changesOf(before: Partial<Report>, after: Partial<Report>): string[] {
  const lines: string[] = []
  if ('title' in after && after.title !== before.title)
    lines.push(`Title: ${quoted(before.title ?? '')} → ${quoted(after.title ?? '')}`)
  if ('blocks' in after)
    lines.push(...describeBlockChanges(versionsOf(before.blocks), versionsOf(after.blocks)))
  if ('status' in after && after.status && after.status !== before.status)
    lines.push(
      `Status: ${reportStatusLabels[(before.status ?? reportStatus.draft) as ReportStatus]} → ${reportStatusLabels[after.status as ReportStatus]}`,
    )
  if ('pdf' in after && after.pdf && idOrNull(after.pdf) !== idOrNull(before.pdf))
    lines.push('Final PDF stored for the customer')
  if ('ruleNotes' in after) lines.push(...noteChanges(before.ruleNotes, after.ruleNotes))
  if ('images' in after) lines.push(...imageChanges(before.images, after.images))
  return lines
}

/** Set by a verb putting a report back as it was (a failed completion undone): its record is restored too. */
export const RESTORING = 'restoringReport'

/**
 * Every change to a report is recorded on it: who, when and what (blocks added, moved, deleted; each field
 * before → after; status, PDF, notes and images), whichever door wrote it. The record is the lifecycle's field: no
 * other write may change it (ownedByLifecycle runs before this hook), so only this hook adds to it.
 */
export const recordReportEdits: CollectionBeforeChangeHook<Report> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (req.context[RESTORING]) return data
  const changes =
    operation === 'create'
      ? [`Report started${data.version && data.version > 1 ? ` as version ${data.version}` : ''}`]
      : changesOf(originalDoc ?? {}, data)
  if (!changes.length) return data
  const user = req.user
  return {
    ...data,
    edits: [
      ...(originalDoc?.edits ?? []).map((edit) => ({ ...edit, by: idOrNull(edit.by) })),
      {
        at: new Date().toISOString(),
        by: user?.id ?? null,
        byName: user ? personName(user) : 'System',
        changes: changes.join('\n'),
      },
    ],
  }
}
