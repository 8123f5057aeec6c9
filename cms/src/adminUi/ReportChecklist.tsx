'use client'
import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatMoment } from '@valuedesk/domain/order/dates'
import { ruleOutcome } from '@valuedesk/domain/report/ruleIds'
import { reportStatus } from '@valuedesk/domain/report/status'

import type { ReportSetting } from '../report-rules/reportChecks.ts'
import { apiCall } from './apiCall.ts'
import { blockingWords, publishSetting, useReportChecks } from './liveChecks.ts'
import { REPORT_CHANGED, type ReportDetailView } from './reportDetail.ts'

type Check = ReportDetailView['Checks'][number]

const marks: Record<Check['Outcome'], { sign: string; color: string; word: string }> = {
  pass: { sign: '✓', color: 'var(--theme-success-500)', word: 'Passes' },
  warn: { sign: '!', color: 'var(--theme-warning-500)', word: 'Warning' },
  fail: { sign: '✕', color: 'var(--theme-error-500)', word: 'Fails' },
}

const SHOWN_FINDINGS = 3

/** What a rule found, the first few at once and the rest a click away, so one long list does not bury the others. */
function Findings({ lines }: { lines: string[] }) {
  const item = (line: string) => (
    <li key={line} style={{ marginBottom: 4 }}>
      {line}
    </li>
  )
  const list = { margin: '4px 8px 0 22px', padding: '0 0 0 16px' }
  return (
    <>
      <ul style={list}>{lines.slice(0, SHOWN_FINDINGS).map(item)}</ul>
      {lines.length > SHOWN_FINDINGS && (
        <details style={{ margin: '0 8px 0 22px' }}>
          <summary style={{ cursor: 'pointer' }}>{lines.length - SHOWN_FINDINGS} more</summary>
          <ul style={{ ...list, margin: '4px 0 0' }}>{lines.slice(SHOWN_FINDINGS).map(item)}</ul>
        </details>
      )}
    </>
  )
}

function KeptNotes({ notes }: { notes: ReportDetailView['Notes'] }) {
  if (!notes.length) return null
  return (
    <section aria-labelledby="report-notes" style={{ marginBottom: 24 }}>
      <h3 id="report-notes" style={{ margin: '0 0 8px' }}>
        Notes on warnings
      </h3>
      {notes.map((note) => (
        <div key={note.Rule} style={{ marginBottom: 12 }}>
          <strong>{note.Label}</strong>
          <p style={{ margin: '2px 0' }}>{note.Note}</p>
          <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>
            {note.By}, {formatMoment(note.At)}
          </p>
        </div>
      ))}
    </section>
  )
}

/** A warning's note: why the report can go with it. Saved through the API (a lifecycle verb), not the form. */
function NoteField({ reportId, check }: { reportId: number | string; check: Check }) {
  const { data, setData } = useDocumentInfo()
  const [note, setNote] = useState(check.Note?.Note ?? '')
  const [busy, setBusy] = useState(false)
  async function save() {
    setBusy(true)
    try {
      const saved = await apiCall<ReportDetailView>(`/api/reports/${reportId}/notes/${check.Rule}`, {
        method: 'PUT',
        body: JSON.stringify({ Note: note }),
      })
      // The form learns the new time, so its next save is not taken for one over another person's edit.
      setData({ ...data, updatedAt: saved.UpdatedAt })
      toast.success('Note saved: this warning no longer keeps the report from being sent.')
      window.dispatchEvent(new Event(REPORT_CHANGED))
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const id = `note-${check.Rule}`
  return (
    <div style={{ marginTop: 8 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {check.Note ? 'Your note' : 'Note why it can be sent (required)'}
      </label>
      <textarea
        id={id}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        style={{ width: '100%', boxSizing: 'border-box', font: 'inherit', padding: 6 }}
      />
      {check.Note && (
        <p style={{ margin: '4px 0', color: 'var(--theme-elevation-500)' }}>
          Noted by {check.Note.By}, {formatMoment(check.Note.At)}
        </p>
      )}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        onClick={save}
        disabled={busy || !note.trim() || note.trim() === check.Note?.Note}
      >
        {busy ? 'Saving…' : 'Save note'}
      </Button>
    </div>
  )
}

/** The same rules completing runs (domain/report/rules.ts), live as the valuer types. */
export function ReportChecklist({ setting }: { setting: ReportSetting | null }) {
  useEffect(() => {
    if (setting) publishSetting(setting)
  }, [setting])
  const { id, detail, checks, count, unfinished } = useReportChecks()
  if (!id || !detail) return null
  if (detail.Status !== reportStatus.draft) return <KeptNotes notes={detail.Notes} />
  const notedWarnings = checks.filter((check) => check.Outcome === ruleOutcome.warn && check.Note).length
  return (
    <section aria-labelledby="report-checks" style={{ marginBottom: 24 }}>
      <h3 id="report-checks" style={{ margin: '0 0 4px' }}>
        Checks before sending
      </h3>
      <p role="status" style={{ margin: '0 0 12px', color: 'var(--theme-elevation-600)' }}>
        {count.total === 0
          ? notedWarnings
            ? `Ready to complete and send: nothing fails, and ${notedWarnings === 1 ? 'the warning is' : `the ${notedWarnings} warnings are`} noted.`
            : 'Every check passes: ready to complete and send.'
          : `${blockingWords(count)} before it can be sent.`}
      </p>
      {unfinished.map((block) => (
        <p key={block.index} style={{ margin: '0 0 8px', color: 'var(--theme-warning-600)' }}>
          Block {block.index}, {block.block} is half typed ({block.field}: {block.problem}); it is checked as
          it last stood complete.
        </p>
      ))}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {checks.map((check) => {
          const mark = marks[check.Outcome]
          return (
            <li
              key={check.Rule}
              data-rule={check.Rule}
              data-outcome={check.Outcome}
              style={{
                borderLeft: `4px solid ${mark.color}`,
                padding: '6px 0 6px 10px',
                marginBottom: 8,
                background: 'var(--theme-elevation-50)',
              }}
            >
              <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                <span aria-hidden style={{ color: mark.color, fontWeight: 700, width: 14 }}>
                  {mark.sign}
                </span>
                <strong style={{ flex: 1 }}>{check.Label}</strong>
                <span style={{ color: mark.color, fontSize: 12, paddingRight: 8 }}>{mark.word}</span>
              </div>
              {check.Outcome === ruleOutcome.pass ? (
                <p style={{ margin: '2px 0 0 22px', color: 'var(--theme-elevation-600)' }}>{check.Passed}</p>
              ) : (
                <Findings lines={check.Findings} />
              )}
              {check.Outcome === ruleOutcome.warn && (
                <div style={{ margin: '0 8px 0 22px' }}>
                  <NoteField key={check.Note?.At ?? 'new'} reportId={id} check={check} />
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
