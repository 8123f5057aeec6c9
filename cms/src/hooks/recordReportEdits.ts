import type { CollectionBeforeChangeHook } from 'payload'

import {
  describeBlockChanges,
  mergeChangeLines,
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
  MINUTE_MS,
} from '@valuedesk/domain'

import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'
import type { Report } from '../payload-types.ts'
import { fromPayloadBlock, type PayloadReportBlock } from '../report-blocks/blockMapping.ts'

type Notes = Report['ruleNotes']
type Images = Report['images']

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

/** Saves by the same person this close together are one sitting: the editor saves as the valuer types. */
export const SITTING_MS = 10 * MINUTE_MS

type Edit = NonNullable<Report['edits']>[number]

/** An entry a verb wrote (the report started, its status or final PDF): it stands alone, never joined. */
const lifecycleEntry = /^(Report started|Status:|Final PDF)/m

function recordWith(
  edits: Edit[],
  changes: string[],
  by: Edit['by'],
  byName: string,
  at: Date,
  joinable: boolean,
): Edit[] {
  const last = edits.at(-1)
  const sameSitting =
    joinable &&
    last &&
    !lifecycleEntry.test(last.changes) &&
    idOrNull(last.by) !== null &&
    idOrNull(last.by) === idOrNull(by) &&
    at.getTime() - Date.parse(last.at) < SITTING_MS
  if (!sameSitting) return [...edits, { at: at.toISOString(), by, byName, changes: changes.join('\n') }]
  const lines = mergeChangeLines(last.changes.split('\n'), changes)
  const kept = edits.slice(0, -1)
  return lines.length ? [...kept, { ...last, at: at.toISOString(), changes: lines.join('\n') }] : kept
}

/** ownedByLifecycle runs before this hook, so only this hook adds to the record. */
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
  const edits = (originalDoc?.edits ?? []).map((edit) => ({ ...edit, by: idOrNull(edit.by) }))
  return {
    ...data,
    edits: recordWith(
      edits,
      changes,
      user?.id ?? null,
      user ? personName(user) : 'System',
      new Date(),
      !req.context[LIFECYCLE],
    ),
  }
}
