import './account.css'

import { useEffect, useState } from 'react'

import type { FirmJoinPreviewResponse, UserResponse } from '@valuedesk/domain'

import { failureText } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { useAction } from '../ui/useAction.ts'
import { signedInUser, signInLink } from './accountApi.ts'
import { asMember, type Firm } from './firmApi.ts'

type Joined = { BusinessName: string }

/** /account/firm/join?token=…: an account invited to a firm, signed in, sees which firm and who asked, and accepts. */
export function JoinFirm() {
  const [token, setToken] = useState<string | null>(null)
  const [user, setUser] = useState<UserResponse | null | undefined>(undefined)
  const [offer, setOffer] = useState<FirmJoinPreviewResponse | null>(null)
  const [done, setDone] = useState<Joined | null>(null)
  const { busy, failure, setFailure, run } = useAction(
    'That did not go through just now; please try again in a moment.',
  )

  useEffect(() => {
    const linkToken = new URLSearchParams(location.search).get('token')
    setToken(linkToken)
    signedInUser().then(
      async (signedIn) => {
        setUser(signedIn)
        if (!signedIn || signedIn.Guest || !linkToken) return
        try {
          setOffer(
            (await asMember<FirmJoinPreviewResponse>(
              `/api/users/me/firm_invitation?Token=${encodeURIComponent(linkToken)}`,
            ))!,
          )
        } catch (error) {
          setFailure(failureText(error, 'We could not read the invitation just now; please reload the page.'))
        }
      },
      () => setUser(null),
    )
  }, [])

  const accept = () =>
    run(async () => {
      const firm = (await asMember<Firm>('/api/users/me/firm_invitation/accept', {
        method: 'POST',
        json: { Token: token },
      }))!
      setDone({ BusinessName: firm.Name })
    })

  if (user === undefined) return <Loader label="Checking who is signed in" />
  if (!token) return <Alert type="error">Open this page from the link in the e-mail we sent you.</Alert>
  if (done)
    return (
      <Alert type="success">
        You are a member of {done.BusinessName} now. <a href="/account/firm">See the firm</a>
      </Alert>
    )
  if (!user || user.Guest)
    return (
      <Alert type="info">
        <a href={signInLink()}>Sign in</a> with the address the invitation was sent to, and you will come back
        here to accept it.
      </Alert>
    )
  if (failure && !offer) return <Alert type="error">{failure}</Alert>
  if (!offer) return <Loader label="Reading the invitation" />
  if (offer.AlreadyMember)
    return (
      <Alert type="info">
        You are already a member of {offer.BusinessName}. <a href="/account/firm">See the firm</a>
      </Alert>
    )
  return (
    <div className="narrow-form">
      {failure && <Alert type="error">{failure}</Alert>}
      <p>
        {offer.InvitedBy ?? 'A colleague'} invited your account, <strong>{user.Email}</strong>, to join{' '}
        <strong>{offer.BusinessName}</strong>.
      </p>
      <p>
        As a member you order valuations for the firm and see its orders, reports and invoices; its members
        see the orders you place from now on. Your password and your earlier orders stay yours.
      </p>
      <Button type="button" onClick={accept} loading={busy}>
        Join {offer.BusinessName}
      </Button>
    </div>
  )
}
