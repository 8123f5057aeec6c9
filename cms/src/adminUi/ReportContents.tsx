'use client'
import { useForm, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useRef } from 'react'

import { blockHeading, type ReportBlockContent } from '@valuedesk/domain/report/blocks'
import { ruleOutcome } from '@valuedesk/domain/report/ruleIds'
import { reportStatus } from '@valuedesk/domain/report/status'

import { useLiveChecks } from './liveChecks.ts'
import { REPORT_SAVED, REPORT_SAVING } from './reportDetail.ts'

type Row = { id: string; blockType?: string; collapsed?: boolean }

const rowElement = (at: number) => document.getElementById(`blocks-row-${at}`)

const blockWithFocus = () => {
  const row = document.activeElement?.closest('[id^="blocks-row-"]')
  return row ? Number(row.id.slice('blocks-row-'.length)) : -1
}

export function ReportContents() {
  const rows = useFormFields(([fields]) => fields.blocks?.rows) as Row[] | undefined
  const isDraft = useFormFields(([fields]) => fields.status?.value) === reportStatus.draft
  const { dispatchFields } = useForm()

  // Payload reopens only what its own toggle opened, so these are opened again after a save.
  const opened = useRef(new Set<string>())
  const saving = useRef(false)
  const savedAt = useRef(0)
  const openRows = useCallback(
    (current: Row[], ids: string[]) =>
      dispatchFields({
        type: 'SET_ROW_COLLAPSED',
        path: 'blocks',
        updatedRows: current.map((row) =>
          ids.includes(row.id)
            ? { ...row, collapsed: false }
            : { ...row, collapsed: row.collapsed !== false },
        ),
      }),
    [dispatchFields],
  )
  useEffect(() => {
    const sent = () => {
      saving.current = true
    }
    const saved = () => {
      saving.current = false
      savedAt.current = Date.now()
    }
    window.addEventListener(REPORT_SAVING, sent)
    window.addEventListener(REPORT_SAVED, saved)
    return () => {
      window.removeEventListener(REPORT_SAVING, sent)
      window.removeEventListener(REPORT_SAVED, saved)
    }
  }, [])
  useEffect(() => {
    const folded = (rows ?? []).filter((row) => opened.current.has(row.id) && row.collapsed !== false)
    if (!folded.length) return
    if (saving.current || Date.now() - savedAt.current < 2000)
      openRows(
        rows!,
        folded.map((row) => row.id),
      )
    else folded.forEach((row) => opened.current.delete(row.id))
  }, [openRows, rows])
  const live = useLiveChecks()

  const open = useCallback(
    (at: number) => {
      if (!rows?.[at]) return
      opened.current.add(rows[at].id)
      // A row without the flag is drawn collapsed (blocks open so).
      if (rows[at].collapsed !== false) openRows(rows, [rows[at].id])
      // Drawn once open: then scrolled to and its first field focused.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const element = rowElement(at)
          element?.scrollIntoView({ block: 'start' })
          const first = element?.querySelector<HTMLElement>(
            '.collapsible__content input:not([type=hidden]), .collapsible__content textarea, .collapsible__content [contenteditable=true]',
          )
          ;(first ?? element?.querySelector<HTMLElement>('button'))?.focus({ preventScroll: true })
        }, 50),
      )
    },
    [openRows, rows],
  )

  useEffect(() => {
    const move = (event: KeyboardEvent) => {
      if (
        !isDraft ||
        !event.altKey ||
        (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') ||
        !rows?.length
      )
        return
      event.preventDefault()
      const here = blockWithFocus()
      const next = event.key === 'ArrowDown' ? here + 1 : here < 0 ? rows.length - 1 : here - 1
      open(Math.min(Math.max(next, 0), rows.length - 1))
    }
    window.addEventListener('keydown', move)
    return () => window.removeEventListener('keydown', move)
  }, [isDraft, open, rows])

  // A delivered report is read, not written: its delivery and PDF come first in the sidebar.
  if (!rows?.length || !isDraft) return null
  const found = new Map<number, 'fail' | 'warn'>()
  for (const result of live?.results ?? [])
    for (const finding of result.findings)
      if (
        finding.index !== null &&
        result.outcome !== ruleOutcome.pass &&
        found.get(finding.index) !== 'fail'
      )
        found.set(finding.index, result.outcome === ruleOutcome.fail ? 'fail' : 'warn')

  return (
    <nav aria-labelledby="report-contents" style={{ marginBottom: 24 }}>
      <h3 id="report-contents" style={{ margin: '0 0 8px' }}>
        Contents
      </h3>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row, at) => {
          const heading = blockHeading({ type: row.blockType } as ReportBlockContent)
          const mark = found.get(at + 1)
          return (
            <li key={row.id} style={{ margin: '0 0 2px' }}>
              <button
                type="button"
                onClick={() => open(at)}
                data-block-link={at}
                style={{
                  background: 'none',
                  border: 0,
                  font: 'inherit',
                  textAlign: 'left',
                  cursor: 'pointer',
                  display: 'flex',
                  gap: 6,
                  width: '100%',
                  padding: '2px 0',
                  color: 'var(--theme-text)',
                }}
              >
                <span style={{ width: 20, textAlign: 'right', color: 'var(--theme-elevation-500)' }}>
                  {at + 1}
                </span>
                <span style={{ flex: 1, textDecoration: 'underline', textUnderlineOffset: 3 }}>
                  {heading}
                </span>
                {mark && (
                  <span
                    style={{ color: mark === 'fail' ? 'var(--theme-error-500)' : 'var(--theme-warning-500)' }}
                    title={
                      mark === 'fail' ? 'Something here keeps the report from being sent' : 'A warning here'
                    }
                  >
                    {mark === 'fail' ? '✕ to fix' : '! to note'}
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
      <p style={{ margin: '8px 0 0', color: 'var(--theme-elevation-600)', fontSize: 12 }}>
        Keys: Alt+↓ and Alt+↑ next and previous block; Ctrl+S (⌘S) saves at once.
      </p>
    </nav>
  )
}
