'use client'
import { Button, toast, useAuth, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { useEffect, useState } from 'react'

import { idOrNull } from '@valuedesk/domain/relations'
import { storedStatus, valuationStatuses, type ValuationStatusName } from '@valuedesk/domain/valuation/status'

type Report = { ReportId: number; Status: 'draft' | 'final' }
type Valuer = { ValuerId: number; UserId: number; Name: string | null; Active: boolean }

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok)
    throw new Error(
      body.message ?? (Object.values(body).flat().join(' ') || 'That did not work; please try again.'),
    )
  return body as T
}

/**
 * On a valuation: the valuer's next step. Start it (Pending → In progress), then open its report,
 * made from the template of the property's class the first time.
 */
export function ValuationActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const valuer = useFormFields(([fields]) => fields.valuer?.value) as
    number | { id: number } | null | undefined
  const practice = useFormFields(([fields]) => fields.practice?.value) as number | { id: number } | undefined
  const practiceId = idOrNull(practice)
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
      await api(`/api/valuations/${id}/status`, {
        method: 'POST',
        body: JSON.stringify({ Status: valuationStatuses.InProgress, Note: 'Valuer started' }),
      })
      toast.success('Started: the valuation is in progress.')
      // The form holds the old status; reload it so a later Save cannot send the valuation back.
      window.location.reload()
    })
  const assign = () =>
    run(async () => {
      await api(`/api/valuations/${id}/valuer`, {
        method: 'POST',
        body: JSON.stringify({ ValuerId: Number(chosen) }),
      })
      toast.success('Assigned: the valuation is in the valuer’s list.')
      window.location.reload()
    })
  const openReport = () =>
    run(async () => {
      const reports = await api<Report[]>(`/api/valuations/${id}/reports`)
      const report =
        reports.find((item) => item.Status === 'draft') ??
        reports[0] ??
        (await api<Report>('/api/reports/from_template', {
          method: 'POST',
          body: JSON.stringify({ ValuationId: id }),
        }))
      router.push(`/admin/collections/reports/${report.ReportId}`)
    })

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      {isAdmin && !is('Completed') && (
        <>
          <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            Valuer
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{valuers.length ? 'Choose a valuer…' : 'No valuers in this practice'}</option>
              {valuers.map((item) => (
                <option key={item.ValuerId} value={item.ValuerId}>
                  {item.Name ?? `Valuer ${item.UserId}`}
                  {item.UserId === idOrNull(valuer) ? ' (assigned)' : ''}
                </option>
              ))}
            </select>
          </label>
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
      {is('Pending') && (
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
