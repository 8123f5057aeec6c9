'use client'
import { Button, toast, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { idOrNull } from '@valuedesk/domain/relations'
import { valuationStatuses } from '@valuedesk/domain/valuation/status'

import { apiCall, postJson } from './apiCall.ts'
import { ReportProblems, type ReportProblem } from './ReportProblems.tsx'

/**
 * On a report: preview the PDF as it stands (saved content), see what keeps it from being sent, and
 * complete the valuation, which stores the PDF, marks the valuation Completed and e-mails the customer
 * their report.
 */
export function ReportActions() {
  const { id } = useDocumentInfo()
  const valuation = useFormFields(([fields]) => fields.valuation?.value) as
    number | { id: number } | undefined
  const status = useFormFields(([fields]) => fields.status?.value)
  const modified = useFormModified()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  // What the saved report lacks: asked again after each save (the form is unmodified again).
  const [problems, setProblems] = useState<ReportProblem[]>([])
  useEffect(() => {
    if (!id || modified || status === 'final') return
    apiCall<{ Problems: ReportProblem[] }>(`/api/reports/${id}`).then(
      (report) => setProblems(report.Problems),
      () => setProblems([]),
    )
  }, [id, modified, status])
  if (!id) return null
  const valuationId = idOrNull(valuation)

  async function complete() {
    if (
      !window.confirm(
        'Complete this valuation? The report PDF is stored and e-mailed to the customer; it cannot be changed afterwards.',
      )
    )
      return
    setBusy(true)
    try {
      await postJson(`/api/valuations/${valuationId}/status`, {
        Status: valuationStatuses.Completed,
        Note: 'Report completed; e-mail to the customer queued',
      })
      toast.success('Completed: the report is on its way to the customer.')
      setDone(true)
      // Show the final report (read-only from now on) once the message has been read.
      setTimeout(() => window.location.reload(), 3000)
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        el="anchor"
        url={`/api/reports/${id}/pdf`}
        newTab
        disabled={modified}
        tooltip={modified ? 'Save first: the preview shows the saved report.' : undefined}
      >
        Preview PDF
      </Button>
      {done && <span role="status">Completed: the report is on its way to the customer.</span>}
      {status !== 'final' && !done && <ReportProblems problems={problems} />}
      {status !== 'final' && !done && (
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          onClick={complete}
          disabled={busy || modified || !valuationId || problems.length > 0}
          tooltip={problems.length ? 'Fix what is listed first: the report is not ready to send.' : undefined}
        >
          {busy ? 'Completing…' : 'Complete and send'}
        </Button>
      )}
    </div>
  )
}
