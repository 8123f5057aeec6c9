'use client'
import { Button, toast, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { idOrNull } from '@valuedesk/domain/relations'
import { reportStatus } from '@valuedesk/domain/report/status'
import { valuationStatuses } from '@valuedesk/domain/valuation/status'

import { postJson } from './apiCall.ts'
import { blockingWords, useReportChecks } from './liveChecks.ts'
import { ReportPreview } from './ReportPreview.tsx'

export function ReportActions() {
  const valuation = useFormFields(([fields]) => fields.valuation?.value) as
    number | { id: number } | undefined
  const status = useFormFields(([fields]) => fields.status?.value)
  const { id, detail, modified, count } = useReportChecks()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
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
      <ReportPreview reportId={id} />
      {done && <span role="status">Completed: the report is on its way to the customer.</span>}
      {status === reportStatus.draft && !done && count.total > 0 && (
        <a href="#report-checks" style={{ color: 'var(--theme-error-500)', whiteSpace: 'nowrap' }}>
          Not ready: {blockingWords(count)}
        </a>
      )}
      {status === reportStatus.draft && !done && (
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          onClick={complete}
          disabled={busy || modified || !valuationId || !detail || count.total > 0}
          tooltip={
            count.total
              ? 'Fix or note what the checks list first: the report is not ready to send.'
              : undefined
          }
        >
          {busy ? 'Completing…' : 'Complete and send'}
        </Button>
      )}
    </div>
  )
}
