'use client'
import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** Now, as the value of a datetime-local input in the browser's time. */
const nowLocal = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/**
 * On an unpaid invoice: record the bank transfer that paid it, with when the money arrived. The order
 * lifecycle marks it paid, starts its valuations' 72-hour clock from that time and tells the customer.
 */
export function InvoiceActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const [paidAt, setPaidAt] = useState(nowLocal)
  const [busy, setBusy] = useState(false)
  if (!id || status !== 'unpaid') return null

  async function record() {
    setBusy(true)
    try {
      const response = await fetch(`/api/invoices/${id}/payment`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Method: 'bank-transfer', PaidAt: new Date(paidAt).toISOString() }),
      })
      const body = await response.json().catch(() => ({}))
      if (!response.ok)
        throw new Error(
          body.message ?? (Object.values(body).flat().join(' ') || 'The payment was not recorded.'),
        )
      toast.success('Payment recorded: the valuation has started and the customer is told.')
      window.location.reload()
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        Paid at
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
    </div>
  )
}
