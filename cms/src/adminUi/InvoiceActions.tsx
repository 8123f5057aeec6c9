'use client'
import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { MINUTE_MS } from '@valuedesk/domain/durations'
import { TURNAROUND_HOURS } from '@valuedesk/domain/valuation/status'

import { postJson } from './apiCall.ts'
import { ReasonAction } from './ReasonAction.tsx'

/** Now, as the value of a datetime-local input in the browser's time. */
const nowLocal = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * MINUTE_MS).toISOString().slice(0, 16)
}

export function InvoiceActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const [paidAt, setPaidAt] = useState(nowLocal)
  const [busy, setBusy] = useState(false)
  if (!id || (status !== 'unpaid' && status !== 'paid')) return null

  async function run(path: string, json: unknown, done: string) {
    setBusy(true)
    try {
      await postJson(`/api/invoices/${id}/${path}`, json)
      toast.success(done)
      window.location.reload()
    } catch (error) {
      // Named: "Refund refused: …", as every refusal in the admin says what was refused and why.
      toast.error(
        `${path === 'refund' ? 'Refund' : 'Recording the payment'} refused: ${(error as Error).message}`,
      )
    } finally {
      setBusy(false)
    }
  }
  const record = () =>
    run(
      'payment',
      { Method: 'bank-transfer', PaidAt: new Date(paidAt).toISOString() },
      'Payment recorded: the valuation has started and the customer is told.',
    )

  if (status === 'paid')
    return (
      <ReasonAction
        label="Refund"
        prompt="Why is it refunded? (the customer is told)"
        confirmLabel="Refund in full"
        busy={busy}
        onConfirm={(reason) =>
          run(
            'refund',
            { Reason: reason },
            'Refunded: the customer is told, and undelivered valuations declined.',
          )
        }
      />
    )

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        Money received
        <input
          type="datetime-local"
          value={paidAt}
          max={nowLocal()}
          onChange={(event) => setPaidAt(event.target.value)}
        />
      </label>
      <Button buttonStyle="primary" size="medium" margin={false} onClick={record} disabled={busy || !paidAt}>
        {busy ? 'Recording…' : 'Record bank transfer'}
      </Button>
      <p style={{ margin: 0, flexBasis: '100%', color: 'var(--theme-elevation-600)' }}>
        The date received goes on the invoice. The {TURNAROUND_HOURS}-hour clock runs from when you record the
        payment (now), so a transfer noticed late still gets the valuer's full time and the customer is never
        promised a time already past.
      </p>
    </div>
  )
}
