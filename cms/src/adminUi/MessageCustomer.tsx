'use client'
import { toast, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { postJson } from './apiCall.ts'
import { ReasonAction } from './ReasonAction.tsx'

export function MessageCustomer() {
  const { id } = useDocumentInfo()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  if (!id) return null
  async function send(message: string) {
    setBusy(true)
    setRefusal(null)
    try {
      await postJson(`/api/valuations/${id}/message`, { Message: message })
      toast.success('Sent: the customer can reply to you by e-mail. It is in the history.')
      window.location.reload()
    } catch (error) {
      setRefusal(`Message refused: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
      <ReasonAction
        label="Message the customer"
        prompt="Your message (the customer replies to you by e-mail)"
        confirmLabel="Send message"
        busy={busy}
        maxLength={4000}
        rows={5}
        onConfirm={send}
      />
      {refusal && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          {refusal}
        </p>
      )}
    </div>
  )
}
