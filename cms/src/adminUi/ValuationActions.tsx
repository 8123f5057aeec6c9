'use client'
import { Button, toast, useAuth, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { useEffect, useState } from 'react'

import { idOrNull } from '@valuedesk/domain/relations'
import { reportStatus, type ReportStatus } from '@valuedesk/domain/report/status'
import {
  formatDueTime,
  isOpen,
  storedStatus,
  valuationStatuses,
  type ValuationStatusName,
} from '@valuedesk/domain/valuation/status'

import { apiCall as api, postJson } from './apiCall.ts'
import { ReasonAction } from './ReasonAction.tsx'

type Report = { ReportId: number; Status: ReportStatus }
type Relation = number | { id: number } | null | undefined
type Choice = {
  ValuerId: number
  Name: string
  LicensedIn: string[]
  OpenValuations: number
  NextDueAt: string | null
  Assigned: boolean
  Problem: string | null
}

/** "Jane Citizen — QLD, NSW · 2 open, next due Wednesday 25 November at 3:00 pm". */
const describeChoice = (choice: Choice) =>
  `${choice.Name} — ${choice.LicensedIn.join(', ') || 'no current licence'} · ${
    choice.OpenValuations
      ? `${choice.OpenValuations} open, next due ${choice.NextDueAt ? formatDueTime(choice.NextDueAt) : 'not set'}`
      : 'nothing open'
  }${choice.Assigned ? ' (assigned)' : ''}`

export function ValuationActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const valuer = idOrNull(useFormFields(([fields]) => fields.valuer?.value) as Relation)
  const onHold = Boolean(useFormFields(([fields]) => fields['hold.since']?.value))
  const { user } = useAuth<{ roles?: string[] }>()
  const isAdmin = Boolean(user?.roles?.includes('admin'))
  const modified = useFormModified()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [choices, setChoices] = useState<Choice[] | null>(null)
  const [chosen, setChosen] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  useEffect(() => {
    if (!isAdmin || !id) return
    api<Choice[]>(`/api/valuations/${id}/valuer_choices`).then(setChoices, () => setChoices([]))
  }, [isAdmin, id])
  const able = (choices ?? []).filter((choice) => !choice.Problem)
  const unable = (choices ?? []).filter((choice) => choice.Problem)
  const assigned = choices?.find((choice) => choice.Assigned)
  const is = (...names: ValuationStatusName[]) =>
    names.some((name) => status === storedStatus(valuationStatuses[name]))
  if (!id || !is('None', 'Pending', 'InProgress', 'Completed')) return null

  async function run(action: string, work: () => Promise<void>) {
    setBusy(true)
    setRefusal(null)
    try {
      await work()
    } catch (error) {
      const message = `${action} refused: ${(error as Error).message}`
      setRefusal(message)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }
  const start = () =>
    run('Start', async () => {
      await postJson(`/api/valuations/${id}/status`, {
        Status: valuationStatuses.InProgress,
        Note: 'Valuer started',
      })
      toast.success('Started: the valuation is in progress.')
      // The form holds the old status; reload it so a later Save cannot send the valuation back.
      window.location.reload()
    })
  const assign = () =>
    run('Assignment', async () => {
      await postJson(`/api/valuations/${id}/valuer`, { ValuerId: Number(chosen) })
      toast.success('Assigned: the valuation is in the valuer’s list.')
      window.location.reload()
    })
  /** A verb of the order, then the form again: it holds the old state, which a later Save must not send. */
  const act = (action: string, path: string, json: unknown, done: string) =>
    run(action, async () => {
      await postJson(`/api/valuations/${id}/${path}`, json)
      toast.success(done)
      window.location.reload()
    })
  const reissue = (reason: string) =>
    run('Reissue', async () => {
      const report = await postJson<Report>(`/api/valuations/${id}/reissue`, { Reason: reason })
      toast.success('A new version of the report is open; complete it to send it as a correction.')
      router.push(`/admin/collections/reports/${report.ReportId}`)
    })
  const openReport = () =>
    run('Opening the report', async () => {
      const reports = await api<Report[]>(`/api/valuations/${id}/reports`)
      const report =
        reports.find((item) => item.Status === reportStatus.draft) ??
        reports[0] ??
        (await postJson<Report>('/api/reports/from_template', { ValuationId: id }))
      router.push(`/admin/collections/reports/${report.ReportId}`)
    })

  return (
    <section
      aria-label="Next steps"
      style={{
        display: 'grid',
        gap: 10,
        padding: 16,
        marginBottom: 24,
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        background: 'var(--theme-elevation-50)',
      }}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {isAdmin && !is('Completed') && (
          <>
            {assigned && <span>Assigned to {assigned.Name}.</span>}
            <label htmlFor={`assign-${id}`}>{assigned ? 'Reassign to' : 'Assign to'}</label>
            <select id={`assign-${id}`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">
                {!choices
                  ? 'Loading the valuers…'
                  : able.length
                    ? 'Choose a valuer…'
                    : 'No valuer of this practice can take it'}
              </option>
              {able.map((choice) => (
                <option key={choice.ValuerId} value={choice.ValuerId}>
                  {describeChoice(choice)}
                </option>
              ))}
              {unable.length > 0 && (
                <optgroup label="Cannot take this one">
                  {unable.map((choice) => (
                    <option key={choice.ValuerId} value={choice.ValuerId} disabled>
                      {describeChoice(choice)}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            <Button
              buttonStyle="secondary"
              size="medium"
              margin={false}
              onClick={assign}
              disabled={busy || !chosen}
            >
              Assign
            </Button>
          </>
        )}
        {isOpen(Number(status)) &&
          (onHold ? (
            <Button
              buttonStyle="primary"
              size="medium"
              margin={false}
              onClick={() =>
                act('Resume', 'resume', undefined, 'Resumed: the time on hold is added to the due time.')
              }
              disabled={busy}
            >
              Resume
            </Button>
          ) : (
            <ReasonAction
              label="Put on hold"
              prompt="What is it waiting for? (the customer is told)"
              confirmLabel="Put on hold"
              busy={busy}
              onConfirm={(reason) =>
                act('Hold', 'hold', { Reason: reason }, 'On hold: the customer is told why.')
              }
            />
          ))}
        {isAdmin && !is('Completed') && (
          <ReasonAction
            label="Decline and refund"
            prompt="Why can we not value it? The customer is told, and a payment is refunded in full."
            confirmLabel="Decline and refund"
            busy={busy}
            onConfirm={(reason) =>
              act(
                'Decline',
                'decline',
                { Reason: reason },
                'Declined: any payment is refunded in full, and the customer is told why.',
              )
            }
          />
        )}
        {is('Completed') && (
          <ReasonAction
            label="Reissue report"
            prompt="What does the correction change? (the customer is told)"
            confirmLabel="Start corrected version"
            busy={busy}
            onConfirm={reissue}
          />
        )}
        {is('Pending') && !onHold && (
          <Button
            buttonStyle="primary"
            size="medium"
            margin={false}
            onClick={start}
            disabled={busy || modified || !valuer}
            tooltip={!valuer ? 'Assign a valuer first.' : undefined}
          >
            Start valuation
          </Button>
        )}
        {is('InProgress', 'Completed') && (
          <Button buttonStyle="primary" size="medium" margin={false} onClick={openReport} disabled={busy}>
            {is('Completed') ? 'Open report' : 'Work on report'}
          </Button>
        )}
      </div>
      {isAdmin && !is('Completed') && unable.length > 0 && (
        <ul
          aria-label="Valuers who cannot take this valuation"
          style={{ margin: 0, paddingLeft: 20, fontSize: 13 }}
        >
          {unable.map((choice) => (
            <li key={choice.ValuerId}>{choice.Problem}</li>
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          {refusal}
        </p>
      )}
    </section>
  )
}
