import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { FirmInvitationRequest, type FirmInvitationResponse } from '@valuedesk/domain/api/businesses'

import { withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { asMember, showRefusal, type Firm, type Member } from './firmApi.ts'
import { FormText } from './FormText.tsx'

const nameOf = (member: Member) =>
  [member.FirstName, member.LastName].filter(Boolean).join(' ') || member.Email

/**
 * The firm's members, and a form to add a colleague: someone new gets a link to choose their password, someone with an
 * account a link to accept (they join when they do).
 */
export function FirmColleagues({ firm }: { firm: Firm }) {
  const [members, setMembers] = useState<Member[] | null>(null)
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null)
  const form = useForm({
    resolver: zodResolver(FirmInvitationRequest),
    defaultValues: { FirstName: '', LastName: '', Email: '' },
  })

  const load = useCallback(async () => {
    try {
      setMembers((await asMember<Member[]>(`/api/businesses/${firm.BusinessId}/members`)) ?? [])
    } catch (error) {
      setLoadFailure(withReference('We could not load the firm’s members just now.', error))
    }
  }, [firm.BusinessId])
  useEffect(() => void load(), [load])

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const added = (await asMember<FirmInvitationResponse>(
        `/api/businesses/${firm.BusinessId}/invitations`,
        { method: 'POST', json: values },
      ))!
      form.reset()
      setOutcome({
        type: 'success',
        text: added.Joined
          ? `We e-mailed ${added.Email} a link to choose their password.`
          : `${added.Email} already has a ValueDesk account: we e-mailed them a link to join ${firm.Name}. They will be listed here once they accept.`,
      })
      await load()
    } catch (error) {
      const text = showRefusal(form, error, 'We could not send the invitation just now. Please try again.')
      if (text) setOutcome({ type: 'error', text })
    }
  })

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
              {member.InvitationPending && <span className="firm__badge">Invited</span>}
            </li>
          ))}
        </ul>
      )}
      <h3>Invite a colleague</h3>
      <form onSubmit={submit} noValidate className="narrow-form">
        {outcome && (
          <Alert type={outcome.type} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
        <div className="firm__names">
          <FormText of={form} name="FirstName" label="First name" required autoComplete="off" />
          <FormText of={form} name="LastName" label="Last name" required autoComplete="off" />
        </div>
        <FormText of={form} name="Email" label="E-mail" type="email" required autoComplete="off" />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send the invitation
        </Button>
      </form>
    </section>
  )
}
