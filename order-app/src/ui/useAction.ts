import { useState } from 'react'

import { failureText } from '../api/client.ts'

export function useAction(fallback: string) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setFailure(null)
    try {
      await action()
    } catch (error) {
      setFailure(failureText(error, fallback))
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, setFailure, run }
}
