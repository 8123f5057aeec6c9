'use client'
import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { postJson } from './apiCall.ts'

/** Sends a failed e-mail again (POST /api/emails/{id}/retry); the row leaves the list once it is queued. */
export function RetryEmailButton({ jobId }: { jobId: number | string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'queued'>('idle')
  async function retry() {
    setState('busy')
    try {
      await postJson(`/api/emails/${jobId}/retry`)
      toast.success('Queued again: it goes out within a minute.')
      setState('queued')
    } catch (error) {
      toast.error((error as Error).message)
      setState('idle')
    }
  }
  if (state === 'queued') return <span>Queued again</span>
  return (
    <Button buttonStyle="secondary" size="small" margin={false} disabled={state === 'busy'} onClick={retry}>
      Send again
    </Button>
  )
}
