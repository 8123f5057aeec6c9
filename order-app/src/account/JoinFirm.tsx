import './account.css'

import { useEffect, useState } from 'react'

import { formatMoment, type FirmJoinPreviewResponse, type UserResponse } from '@valuedesk/domain'

import { ApiError, failureText } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { useAction } from '../ui/useAction.ts'
import { isStaff, signedInUser, signInLink, signOut } from './accountApi.ts'
import { asMember, type Firm } from './firmApi.ts'

type Joined = { BusinessName: string }

/** The e-mail names nobody (the address was unconfirmed): the firm shows here once signed in. */
export function JoinFirm() {
  const [token, setToken] = useState<string | null>(null)
  const [user, setUser] = useState<UserResponse | null | undefined>(undefined)
  const [offer, setOffer] = useState<FirmJoinPreviewResponse | null>(null)
  const [otherAccount, setOtherAccount] = useState(false)
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
        if (!signedIn || signedIn.Guest || isStaff(signedIn) || !linkToken) return
        try {
          setOffer(
            (await asMember<FirmJoinPreviewResponse>(
              `/api/users/me/firm_invitation?Token=${encodeURIComponent(linkToken)}`,
            ))!,
          )
        } catch (error) {
          if (error instanceof ApiError && error.status === 403) setOtherAccount(true)
          else
            setFailure(
              failureText(error, 'We could not read the invitation just now; please reload the page.'),
            )
        }
      },
      () => setUser(null),
    )
  }, [setFailure])

  const accept = () =>
    run(async () => {
      const firm = (await asMember<Firm>('/api/users/me/firm_invitation/accept', {
        method: 'POST',
        json: { Token: token },
      }))!
      setDone({ BusinessName: firm.Name })
    })

  const switchAccount = async () => {
    await signOut()
    location.assign(signInLink())
  }

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
      <div className="narrow-form">
        <p>
          This invitation is for the e-mail address it was sent to. Sign in with that address to see who
          invited you, to which firm, and to accept it.
        </p>
        <p className="account-links">
          <a href={signInLink()}>I have an account: sign in</a>
        </p>
        <p>
          No ValueDesk account with that address yet? <a href="/create-account">Create one</a> with it,
          confirm the address from the e-mail we send, then open the invitation’s link again and sign in.
        </p>
      </div>
    )
  if (isStaff(user) || otherAccount)
    return (
      <div className="narrow-form">
        <Alert type="error">
          {otherAccount
            ? `This invitation was sent to another e-mail address than ${user.Email}: sign in with the address it came to.`
            : 'A ValueDesk staff account cannot join a firm: sign in with the address the invitation was sent to.'}
        </Alert>
        <Button type="button" variant="secondary" onClick={() => void switchAccount()}>
          Sign in with another account
        </Button>
      </div>
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
        {offer.InvitedBy ?? `A member of ${offer.BusinessName}`} invited your account,{' '}
        <strong>{user.Email}</strong>, to join <strong>{offer.BusinessName}</strong>.
      </p>
      <p>
        As a member you order valuations for the firm and see its orders, reports and invoices; its members
        see the orders you place from now on. Your password and your earlier orders stay yours. The invitation
        stands until {formatMoment(offer.ExpiresAt)} (Brisbane time), and its link works once.
      </p>
      <Button type="button" onClick={accept} loading={busy}>
        Join {offer.BusinessName}
      </Button>
    </div>
  )
}
