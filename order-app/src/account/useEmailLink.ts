import { useEffect, useState } from 'react'

import { apiRequest, failureText } from '../api/client.ts'

export function useEmailLink() {
  const [token, setToken] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => setToken(new URLSearchParams(location.search).get('token')), [])

  const send = <T>(path: string, json: unknown, success: (answer: T | null) => string) =>
    apiRequest<T>(path, { method: 'POST', json }).then(
      (answer) => setDone(success(answer)),
      (error) => setFailure(failureText(error, 'That did not work just now; please try again in a moment.')),
    )

  return { token, done, failure, send }
}
