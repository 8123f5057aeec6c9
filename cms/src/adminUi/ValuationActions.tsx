'use client'
import { Button, toast, useAuth, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { useEffect, useState } from 'react'

import { idOrNull } from '@valuedesk/domain/relations'
import { storedStatus, valuationStatuses, type ValuationStatusName } from '@valuedesk/domain/valuation/status'

import { apiCall as api, postJson } from './apiCall.ts'
import { ReasonAction } from './ReasonAction.tsx'

type Report = { ReportId: number; Status: 'draft' | 'final' | 'superseded' }
/** A relationship field's value in the form: empty, the id, or the related document. */
type Relation = number | { id: number } | null | undefined
type Valuer = { ValuerId: number; UserId: number; Name: string | null; Active: boolean }

/**
 * On a valuation: the valuer's next step. Start it (Pending → In progress), then open its report,
 * made from the template of the property's class the first time; put it on hold and resume it; an admin
 * assigns a valuer or declines it; once delivered, its report is reissued as a corrected version.
 */
export function ValuationActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const valuer = idOrNull(useFormFields(([fields]) => fields.valuer?.value) as Relation)
  const onHold = Boolean(useFormFields(([fields]) => fields['hold.since']?.value))
  const practiceId = idOrNull(useFormFields(([fields]) => fields.practice?.value) as Relation)
  const { user } = useAuth<{ roles?: string[] }>()
  const isAdmin = Boolean(user?.roles?.includes('admin'))
  const modified = useFormModified()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [valuers, setValuers] = useState<Valuer[]>([])
  const [chosen, setChosen] = useState('')
  useEffect(() => {
    if (!isAdmin || !practiceId) return
    api<Valuer[]>(`/api/practices/${practiceId}/valuers`).then(
      (list) => setValuers(list.filter((item) => item.Active)),
      () => setValuers([]),
    )
  }, [isAdmin, practiceId])
  const is = (...names: ValuationStatusName[]) =>
    names.some((name) => status === storedStatus(valuationStatuses[name]))
  if (!id || !is('None', 'Pending', 'InProgress', 'Completed')) return null

  async function run(work: () => Promise<void>) {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const start = () =>
    run(async () => {
      await postJson(`/api/valuations/${id}/status`, {
        Status: valuationStatuses.InProgress,
        Note: 'Valuer started',
      })
      toast.success('Started: the valuation is in progress.')
      // The form holds the old status; reload it so a later Save cannot send the valuation back.
      window.location.reload()
    })
  const assign = () =>
    run(async () => {
      await postJson(`/api/valuations/${id}/valuer`, { ValuerId: Number(chosen) })
      toast.success('Assigned: the valuation is in the valuer’s list.')
      window.location.reload()
    })
  /** A verb of the order, then the form again: it holds the old state, which a later Save must not send. */
  const act = (path: string, json: unknown, done: string) =>
    run(async () => {
      await postJson(`/api/valuations/${id}/${path}`, json)
      toast.success(done)
      window.location.reload()
    })
  const reissue = (reason: string) =>
    run(async () => {
      const report = await postJson<Report>(`/api/valuations/${id}/reissue`, { Reason: reason })
      toast.success('A new version of the report is open; complete it to send it as a correction.')
      router.push(`/admin/collections/reports/${report.ReportId}`)
    })
  const openReport = () =>
    run(async () => {
      const reports = await api<Report[]>(`/api/valuations/${id}/reports`)
      const report =
        reports.find((item) => item.Status === 'draft') ??
        reports[0] ??
        (await postJson<Report>('/api/reports/from_template', { ValuationId: id }))
      router.push(`/admin/collections/reports/${report.ReportId}`)
    })

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      {isAdmin && !is('Completed') && (
        <>
          <label htmlFor={`assign-${id}`}>Assign to</label>
          <select id={`assign-${id}`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{valuers.length ? 'Choose a valuer…' : 'No valuers in this practice'}</option>
            {valuers.map((item) => (
              <option key={item.ValuerId} value={item.ValuerId}>
                {item.Name ?? `Valuer ${item.UserId}`}
                {item.UserId === valuer ? ' (assigned)' : ''}
              </option>
            ))}
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
      {is('Pending', 'InProgress') &&
        (onHold ? (
          <Button
            buttonStyle="primary"
            size="medium"
            margin={false}
            onClick={() => act('resume', undefined, 'Resumed: the time on hold is added to the due time.')}
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
            onConfirm={(reason) => act('hold', { Reason: reason }, 'On hold: the customer is told why.')}
          />
        ))}
      {isAdmin && !is('Completed') && (
        <ReasonAction
          label="Decline"
          prompt="Why can we not value it? (the customer is told)"
          confirmLabel="Decline valuation"
          busy={busy}
          onConfirm={(reason) => act('decline', { Reason: reason }, 'Declined: the customer is told why.')}
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
  )
}
