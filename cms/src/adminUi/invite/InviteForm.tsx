'use client'
import { Button } from '@payloadcms/ui'
import { useRef, useState, type FormEvent } from 'react'

import {
  formatMoment,
  InvitationRequest,
  parseExportDate,
  toModelState,
  type InvitationResponse,
  type InvitableRole,
} from '@valuedesk/domain'

import { postJson } from '../apiCall.ts'
import { Field } from './Field.tsx'
import { errorStyle, hintStyle } from './formStyles.ts'
import { emptyLicence, LicenceRows, type LicenceRow } from './LicenceRows.tsx'

export type PracticeChoice = { id: number | string; name: string }

type Props = { practices: PracticeChoice[]; defaultPracticeId?: number | string; onInvited: () => void }

const blank = (practiceId?: number | string) => ({
  FirstName: '',
  LastName: '',
  Email: '',
  Role: 'valuer' as InvitableRole,
  PracticeId: practiceId === undefined ? '' : String(practiceId),
  Position: '',
  Licences: [{ ...emptyLicence }] as LicenceRow[],
})

export function InviteForm({ practices, defaultPracticeId, onInvited }: Props) {
  const [form, setForm] = useState(() => blank(defaultPracticeId))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string>()
  const [sent, setSent] = useState<InvitationResponse>()
  const [busy, setBusy] = useState(false)
  const summary = useRef<HTMLDivElement>(null)
  const set = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }))
  const error = (field: string) => errors[field]?.[0]
  const valuer = form.Role === 'valuer'

  function request() {
    const practice = practices.find((choice) => String(choice.id) === form.PracticeId)
    return {
      FirstName: form.FirstName,
      LastName: form.LastName,
      Email: form.Email.trim(),
      Role: form.Role,
      ...(valuer
        ? {
            PracticeId: practice?.id,
            Position: form.Position.trim() || undefined,
            Licences: form.Licences.map((licence) => ({
              State: licence.State,
              Number: licence.Number,
              ExpiresOn: licence.ExpiresOn.trim()
                ? (parseExportDate(licence.ExpiresOn) ?? 'unreadable')
                : null,
            })),
          }
        : {}),
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSent(undefined)
    setFailure(undefined)
    const parsed = InvitationRequest.safeParse(request())
    if (!parsed.success) {
      // An expiry typed as no date reads: the day first, as Australians write it.
      const state = toModelState(parsed.error)
      for (const key of Object.keys(state))
        if (key.endsWith('.ExpiresOn') && state[key]![0]!.startsWith('Use a date'))
          state[key] = ['Use a date like 30/06/2027.']
      setErrors(state)
      requestAnimationFrame(() => summary.current?.focus())
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const invited = await postJson<InvitationResponse>('/api/users/invitations', parsed.data)
      setSent(invited)
      setForm(blank(defaultPracticeId))
      onInvited()
    } catch (caught) {
      const { message, fields } = caught as Error & { fields?: Record<string, string[]> }
      if (fields) setErrors(fields)
      else setFailure(message)
      requestAnimationFrame(() => summary.current?.focus())
    } finally {
      setBusy(false)
    }
  }

  const problems = Object.values(errors).flat().length
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} style={{ display: 'grid', gap: 20, maxWidth: 820 }}>
      <div ref={summary} tabIndex={-1} role="status" aria-live="polite" style={{ outline: 'none' }}>
        {sent && (
          <div style={{ padding: '12px 16px', borderRadius: 4, background: 'var(--theme-success-100)' }}>
            <strong>Invitation sent to {sent.Email}.</strong> {[sent.FirstName, sent.LastName].join(' ')}{' '}
            chooses a password from the link in it, which works until {formatMoment(sent.LinkExpiresAt)}{' '}
            (Brisbane time).
          </div>
        )}
        {(problems > 0 || failure) && (
          <div style={{ padding: '12px 16px', borderRadius: 4, background: 'var(--theme-error-100)' }}>
            <strong>The invitation was not sent.</strong>{' '}
            {failure ?? `Correct the ${problems === 1 ? 'field' : `${problems} fields`} marked below.`}
          </div>
        )}
      </div>

      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Field id="invite-first-name" label="First name" error={error('FirstName')}>
          <input
            autoComplete="off"
            value={form.FirstName}
            onChange={(e) => set({ FirstName: e.target.value })}
          />
        </Field>
        <Field id="invite-last-name" label="Last name" error={error('LastName')}>
          <input
            autoComplete="off"
            value={form.LastName}
            onChange={(e) => set({ LastName: e.target.value })}
          />
        </Field>
      </div>
      <Field
        id="invite-email"
        label="E-mail address"
        hint="The invitation goes here; they sign in with it."
        error={error('Email')}
      >
        <input
          type="email"
          autoComplete="off"
          value={form.Email}
          onChange={(e) => set({ Email: e.target.value })}
        />
      </Field>

      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Role</legend>
        {(
          [
            ['valuer', 'Valuer', 'values the properties assigned to them, for one practice'],
            ['editor', 'Editor', 'edits the website: pages, FAQs and blog posts'],
          ] as const
        ).map(([role, label, what]) => (
          <label key={role} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 6 }}>
            <input
              type="radio"
              name="role"
              checked={form.Role === role}
              onChange={() => set({ Role: role })}
            />
            <span>
              <strong>{label}</strong> <span style={hintStyle}>— {what}</span>
            </span>
          </label>
        ))}
        {error('Role') && <p style={errorStyle}>{error('Role')}</p>}
      </fieldset>

      {valuer && (
        <>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
            <Field id="invite-practice" label="Practice" error={error('PracticeId')}>
              <select value={form.PracticeId} onChange={(e) => set({ PracticeId: e.target.value })}>
                <option value="">Choose the practice…</option>
                {practices.map((practice) => (
                  <option key={practice.id} value={String(practice.id)}>
                    {practice.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="invite-position"
              label="Position (optional)"
              hint="As printed under their signature."
              error={error('Position')}
            >
              <input
                value={form.Position}
                maxLength={100}
                placeholder="Certified Practising Valuer"
                onChange={(e) => set({ Position: e.target.value })}
              />
            </Field>
          </div>
          <LicenceRows licences={form.Licences} errors={errors} onChange={(Licences) => set({ Licences })} />
        </>
      )}

      <div>
        <Button type="submit" buttonStyle="primary" size="medium" margin={false} disabled={busy}>
          {busy ? 'Sending the invitation…' : 'Send the invitation'}
        </Button>
      </div>
    </form>
  )
}
