import './account.css'

import { useEffect, useState } from 'react'

import type { UserResponse } from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { useAction } from '../ui/useAction.ts'
import { signedInUser, signInLink } from './accountApi.ts'

type Claimed = { Orders: { ValuationId: number | string; Reference: string }[] }

export function ClaimOrder() {
  const [token, setToken] = useState<string | null>(null)
  const [user, setUser] = useState<UserResponse | null | undefined>(undefined)
  const [done, setDone] = useState<Claimed | null>(null)
  const { busy, failure, run } = useAction('That did not go through just now; please try again in a moment.')

  useEffect(() => {
    setToken(new URLSearchParams(location.search).get('token'))
    signedInUser().then(setUser, () => setUser(null))
  }, [])

  const claim = () =>
    run(async () =>
      setDone(
        await apiRequest<Claimed>('/api/users/me/claims/confirm', {
          method: 'POST',
          json: { Token: token },
          token: sessionToken(),
        }),
      ),
    )

  if (user === undefined) return <Loader label="Checking who is signed in" />
  if (!token) return <Alert type="error">Open this page from the link in the e-mail we sent you.</Alert>
  if (done)
    return (
      <Alert type="success">
        Order {done.Orders.map((order) => order.Reference).join(', ')} is in your account now.{' '}
        <a href="/account">Go to my account</a>
      </Alert>
    )
  if (!user || user.Guest)
    return (
      <Alert type="info">
        <a href={signInLink()}>Sign in</a> to the account the order should join (or{' '}
        <a href="/create-account">create one</a>, then come back to this link).
      </Alert>
    )
  return (
    <div className="narrow-form">
      {failure && <Alert type="error">{failure}</Alert>}
      <p>
        The order will join the account of <strong>{user.Email}</strong>: its invoice, its report and its
        history will be there, and no longer under the link it was ordered with.
      </p>
      <Button type="button" onClick={claim} loading={busy}>
        Add the order to my account
      </Button>
    </div>
  )
}
