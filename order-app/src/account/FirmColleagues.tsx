import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { formatMoment } from '@valuedesk/domain'
import { FirmInvitationRequest, type FirmInvitationResponse } from '@valuedesk/domain/api/businesses'

import { failureText, withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { asMember, showRefusal, type Firm, type Member } from './firmApi.ts'
import { FormText } from './FormText.tsx'

type Invitation = FirmInvitationResponse
type Outcome = { type: 'success' | 'error'; text: string }

const nameOf = (member: Member) =>
  [member.FirstName, member.LastName].filter(Boolean).join(' ') || member.Email

/** Whoever the address belongs to, the answer is the same. */
export function FirmColleagues({ firm }: { firm: Firm }) {
  const [members, setMembers] = useState<Member[] | null>(null)
  const [invitations, setInvitations] = useState<Invitation[]>([])
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [withdrawing, setWithdrawing] = useState<Invitation['InvitationId'] | null>(null)
  const form = useForm({ resolver: zodResolver(FirmInvitationRequest), defaultValues: { Email: '' } })

  const load = useCallback(async () => {
    try {
      const [people, pending] = await Promise.all([
        asMember<Member[]>(`/api/businesses/${firm.BusinessId}/members`),
        asMember<Invitation[]>(`/api/businesses/${firm.BusinessId}/invitations`),
      ])
      setMembers(people ?? [])
      setInvitations(pending ?? [])
    } catch (error) {
      setLoadFailure(withReference('We could not load the firm’s members just now.', error))
    }
  }, [firm.BusinessId])
  useEffect(() => void load(), [load])

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const sent = (await asMember<Invitation>(`/api/businesses/${firm.BusinessId}/invitations`, {
        method: 'POST',
        json: values,
      }))!
      form.reset()
      setOutcome({
        type: 'success',
        text: `We e-mailed ${sent.Email} an invitation to join ${firm.Name}. Once they accept it, signed in with that address, they are listed as a member.`,
      })
      await load()
    } catch (error) {
      const text = showRefusal(form, error, 'We could not send the invitation just now. Please try again.')
      if (text) setOutcome({ type: 'error', text })
    }
  })

  const withdraw = async (invitation: Invitation) => {
    setOutcome(null)
    setWithdrawing(invitation.InvitationId)
    try {
      await asMember(`/api/businesses/${firm.BusinessId}/invitations/${invitation.InvitationId}`, {
        method: 'DELETE',
      })
      setOutcome({
        type: 'success',
        text: `The invitation to ${invitation.Email} is withdrawn: its link no longer works.`,
      })
      await load()
    } catch (error) {
      setOutcome({
        type: 'error',
        text: failureText(error, 'We could not withdraw the invitation just now.'),
      })
    } finally {
      setWithdrawing(null)
    }
  }

  return (
    <section className="firm__panel" aria-labelledby="firm-members">
      <h2 id="firm-members">Members</h2>
      {loadFailure && <Alert type="error">{loadFailure}</Alert>}
      {!members && !loadFailure && <Loader label="Loading the members" />}
      {members && (
        <ul className="firm__members">
          {members.map((member) => (
            <li key={String(member.UserId)}>
              <span className="firm__member-name">{nameOf(member)}</span>
              <span className="firm__member-email">{member.Email}</span>
            </li>
          ))}
        </ul>
      )}
      {invitations.length > 0 && (
        <>
          <h3 id="firm-invitations">Invitations not yet accepted</h3>
          <ul className="firm__members" aria-labelledby="firm-invitations">
            {invitations.map((invitation) => (
              <li key={String(invitation.InvitationId)}>
                <span className="firm__member-email">{invitation.Email}</span>
                <span className="firm__badge">Invited</span>
                <span className="firm__invitation-facts">
                  {invitation.InvitedBy ? `by ${invitation.InvitedBy}, ` : ''}link works until{' '}
                  {formatMoment(invitation.ExpiresAt)} (Brisbane time)
                </span>
                <button
                  type="button"
                  className="firm__link-button"
                  onClick={() => void withdraw(invitation)}
                  disabled={withdrawing !== null}
                  aria-label={`Withdraw the invitation to ${invitation.Email}`}
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Invite a colleague</h3>
      <form onSubmit={submit} noValidate className="narrow-form">
        {outcome && (
          <Alert type={outcome.type} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
        <p className="field__hint">
          We e-mail the address a link. Nothing changes until its owner accepts, signed in with that address:
          then they see the firm’s orders, reports and invoices, and you see the orders they place for it.
        </p>
        <FormText
          of={form}
          name="Email"
          label="Their e-mail address"
          type="email"
          required
          autoComplete="off"
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send the invitation
        </Button>
      </form>
    </section>
  )
}
