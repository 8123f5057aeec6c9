import type { ReactNode } from 'react'

import { withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import type { Loaded } from './useAccountData.ts'

type Props<T> = {
  id: string
  title: string
  loaded: Loaded<T>
  reload: () => void
  noun: string
  isEmpty: (data: T) => boolean
  empty: ReactNode
  children: (data: T) => ReactNode
}

export function AccountSection<T>({ id, title, loaded, reload, noun, isEmpty, empty, children }: Props<T>) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {loaded.state === 'loading' && <Loader label={`Loading your ${noun}`} />}
      {loaded.state === 'failed' && (
        <Alert type="error">
          {withReference(`We could not load your ${noun} just now.`, loaded.error)}{' '}
          <Button type="button" variant="secondary" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {loaded.state === 'ready' &&
        (isEmpty(loaded.data) ? <p className="account-empty">{empty}</p> : children(loaded.data))}
    </section>
  )
}
