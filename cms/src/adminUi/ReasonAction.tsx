'use client'
import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

type Props = {
  label: string
  prompt: string
  confirmLabel: string
  busy: boolean
  onConfirm: (reason: string) => Promise<void> | void
  maxLength?: number
  rows?: number
}

export function ReasonAction({
  label,
  prompt,
  confirmLabel,
  busy,
  onConfirm,
  maxLength = 1000,
  rows = 2,
}: Props) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const field = useId()
  if (!open)
    return (
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        {label}
      </Button>
    )
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap', width: '100%' }}>
      <label htmlFor={field} style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 320px' }}>
        {prompt}
        <textarea
          id={field}
          rows={rows}
          maxLength={maxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          autoFocus
        />
      </label>
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        onClick={() => onConfirm(reason.trim())}
        disabled={busy || !reason.trim()}
      >
        {confirmLabel}
      </Button>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        onClick={() => setOpen(false)}
        disabled={busy}
      >
        Cancel
      </Button>
    </div>
  )
}
