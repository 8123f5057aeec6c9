'use client'
import {
  SaveButton,
  useAllFormFields,
  useConfig,
  useDebounce,
  useDocumentInfo,
  useForm,
  useFormModified,
} from '@payloadcms/ui'
import { formatAdminURL, reduceFieldsToValues } from 'payload/shared'
import { useCallback, useEffect, useRef, useState } from 'react'

import { formatMoment } from '@valuedesk/domain/order/dates'
import { reportStatus } from '@valuedesk/domain/report/status'

import type { PayloadReportBlock } from '../report-blocks/blockMapping.ts'
import { readBlock, type Unfinished } from './liveChecks.ts'
import { REPORT_SAVED, REPORT_SAVING } from './reportDetail.ts'

const PAUSE_MS = 800

type SaveState =
  | { kind: 'saved'; at: string | null }
  | { kind: 'saving' }
  | { kind: 'waiting'; field: string; problem: string }
  | { kind: 'failed'; problem: string }

/** What the valuer edits on the screen: the blocks and images (the rest is the server's). */
const editedOf = (fields: ReturnType<typeof useAllFormFields>[0]) => {
  const values = reduceFieldsToValues(fields, true)
  return JSON.stringify({ blocks: values.blocks ?? [], images: values.images ?? [] })
}

function firstInvalid(fields: ReturnType<typeof useAllFormFields>[0]) {
  const found = Object.entries(fields).find(([, state]) => state.valid === false)
  if (!found) return null
  const [path, state] = found
  const field = path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(' › ')
  return { field, problem: state.errorMessage ?? 'not valid yet' }
}

/** A field the form marks invalid holds the save; a refused save is tried again on the next change. */
export function ReportAutosave() {
  const { id, collectionSlug, lastUpdateTime } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { submit } = useForm()
  const [fields] = useAllFormFields()
  const modified = useFormModified()
  const settled = useDebounce(fields, PAUSE_MS)
  const isDraft = fields.status?.value === reportStatus.draft
  const [state, setState] = useState<SaveState>({
    kind: 'saved',
    at: lastUpdateTime ? new Date(lastUpdateTime).toISOString() : null,
  })
  // What was last sent (at first, what the screen opened with): a save goes only when the content changed since.
  const sent = useRef<string | null>(null)
  if (sent.current === null) sent.current = editedOf(fields)
  const queue = useRef(Promise.resolve())

  // Only the valuer's own changes are saved, never the server's answer (it would write back another's edit).
  const edited = useRef(false)
  useEffect(() => {
    if (modified) edited.current = true
  }, [modified])
  useEffect(() => {
    const touched = () => {
      edited.current = true
    }
    document.addEventListener('input', touched, true)
    document.addEventListener('change', touched, true)
    return () => {
      document.removeEventListener('input', touched, true)
      document.removeEventListener('change', touched, true)
    }
  }, [])

  const save = useCallback(
    (current: typeof fields, now = false) => {
      if (!edited.current && !now) return queue.current
      const data = editedOf(current)
      if (data === sent.current) return queue.current
      const values = reduceFieldsToValues(current, true)
      const blocks = (values.blocks ?? []) as PayloadReportBlock[]
      const unfinished = blocks
        .map((block, at) => readBlock(block, at))
        .find((read): read is { unfinished: Unfinished } => 'unfinished' in read)?.unfinished
      const invalid = unfinished
        ? {
            field: `Block ${unfinished.index}, ${unfinished.block} › ${unfinished.field}`,
            problem: unfinished.problem,
          }
        : firstInvalid(current)
      if (invalid) {
        setState({ kind: 'waiting', ...invalid })
        return queue.current
      }
      sent.current = data
      edited.current = false
      queue.current = queue.current.then(async () => {
        setState({ kind: 'saving' })
        window.dispatchEvent(new Event(REPORT_SAVING))
        const result = await submit({
          action: formatAdminURL({ apiRoute: api, path: `/${collectionSlug}/${id}?depth=0` }),
          method: 'PATCH',
          acceptValues: { overrideLocalChanges: false },
          disableFormWhileProcessing: false,
          disableSuccessStatus: true,
          skipValidation: true,
        })
        if (result?.res?.ok) {
          setState({ kind: 'saved', at: new Date().toISOString() })
          window.dispatchEvent(new Event(REPORT_SAVED))
        } else {
          // Sent again on the next change, or at once with Ctrl+S.
          sent.current = ''
          edited.current = true
          setState({ kind: 'failed', problem: 'the server refused it (see the message above)' })
        }
      })
      return queue.current
    },
    [api, collectionSlug, id, submit],
  )

  useEffect(() => {
    if (id && isDraft) void save(settled)
  }, [id, isDraft, save, settled])

  const latest = useRef(fields)
  latest.current = fields
  useEffect(() => {
    const now = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        if (id && isDraft) void save(latest.current, true)
      }
    }
    window.addEventListener('keydown', now)
    return () => window.removeEventListener('keydown', now)
  }, [id, isDraft, save])

  // A report started by hand is saved once with the button; a delivered one never changes.
  if (!id) return <SaveButton />
  if (!isDraft) return null
  const words =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'waiting'
        ? `Not saved yet: ${state.field} — ${state.problem}`
        : state.kind === 'failed'
          ? `Not saved: ${state.problem}`
          : modified
            ? 'Saved when you pause typing'
            : state.at
              ? `All changes saved, ${formatMoment(state.at)}`
              : 'Saved as you type'
  return (
    <span
      role="status"
      data-save-state={state.kind === 'saved' && modified ? 'pending' : state.kind}
      style={{
        whiteSpace: 'nowrap',
        maxWidth: '28rem',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color:
          state.kind === 'saved' || state.kind === 'saving'
            ? 'var(--theme-elevation-600)'
            : 'var(--theme-error-500)',
      }}
      title={words}
    >
      {words}
    </span>
  )
}
