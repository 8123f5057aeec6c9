import { useCallback, useEffect, useState } from 'react'

import { apiRequest } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T }

export function useAccountData<T>(path: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  const load = useCallback(() => {
    setLoaded({ state: 'loading' })
    apiRequest<T>(path, { token: sessionToken() }).then(
      (data) => setLoaded({ state: 'ready', data: data! }),
      (error: unknown) => setLoaded({ state: 'failed', error }),
    )
  }, [path])
  useEffect(load, [load])
  return { loaded, reload: load }
}
