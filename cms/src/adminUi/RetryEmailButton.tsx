'use client'
import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { postJson } from './apiCall.ts'

export function RetryButton({ path, label }: { path: string; label: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'queued'>('idle')
  async function retry() {
    setState('busy')
    try {
      await postJson(path)
      toast.success('Queued again: it runs within a minute.')
      setState('queued')
    } catch (error) {
      toast.error((error as Error).message)
      setState('idle')
    }
  }
  if (state === 'queued') return <span>Queued again</span>
  return (
    <Button buttonStyle="secondary" size="small" margin={false} disabled={state === 'busy'} onClick={retry}>
      {label}
    </Button>
  )
}

export const RetryEmailButton = ({ jobId }: { jobId: number | string }) => (
  <RetryButton path={`/api/emails/${jobId}/retry`} label="Send again" />
)
