'use client'
import { Button, toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatMoment, type InvitationResponse } from '@valuedesk/domain'

import { apiCall, postJson } from '../apiCall.ts'
import { dashboardCell as cell } from '../DashboardTable.tsx'

const roleNames = { valuer: 'Valuer', editor: 'Editor' } as const

export function PendingInvitations({ version }: { version: number }) {
  const [invitations, setInvitations] = useState<InvitationResponse[]>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState<number | string>()
  const [reads, setReads] = useState(0)

  useEffect(() => {
    apiCall<InvitationResponse[]>('/api/users/invitations').then(setInvitations, (error: Error) =>
      setFailure(error.message),
    )
  }, [version, reads])

  async function resend(invitation: InvitationResponse) {
    setBusy(invitation.UserId)
    try {
      const sent = await postJson<InvitationResponse>(`/api/users/invitations/${invitation.UserId}/resend`)
      toast.success(
        `Invitation sent again to ${sent.Email}; the new link works until ${formatMoment(sent.LinkExpiresAt)}.`,
      )
      setReads((count) => count + 1)
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section aria-labelledby="pending-invitations" style={{ marginTop: 40 }}>
      <h2 id="pending-invitations" style={{ marginBottom: 4 }}>
        Invited, not yet accepted
      </h2>
      <p style={{ margin: '0 0 12px', color: 'var(--theme-elevation-600)' }}>
        They have not chosen a password from their link yet. Times are Brisbane time.
      </p>
      {failure ? (
        <p role="alert">{failure}</p>
      ) : !invitations ? (
        <p>Reading the invitations…</p>
      ) : invitations.length === 0 ? (
        <p>Everyone invited has accepted.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['Name', 'E-mail', 'Role', 'Invited', 'Link works until', ''].map((heading, index) => (
                <th key={index} scope="col" style={cell}>
                  {heading || <span className="sr-only">Action</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => {
              const expired = Date.parse(invitation.LinkExpiresAt) < Date.now()
              const name = [invitation.FirstName, invitation.LastName].filter(Boolean).join(' ')
              return (
                <tr key={invitation.UserId}>
                  <td style={cell}>
                    <a href={`/admin/collections/users/${invitation.UserId}`}>{name || invitation.Email}</a>
                  </td>
                  <td style={cell}>{invitation.Email}</td>
                  <td style={cell}>
                    {roleNames[invitation.Role]}
                    {invitation.PracticeName && `, ${invitation.PracticeName}`}
                  </td>
                  <td style={cell}>
                    {formatMoment(invitation.InvitedAt)}
                    {invitation.InvitedBy && ` by ${invitation.InvitedBy}`}
                  </td>
                  <td style={{ ...cell, ...(expired ? { color: 'var(--theme-error-600)' } : {}) }}>
                    {expired ? 'Expired ' : ''}
                    {formatMoment(invitation.LinkExpiresAt)}
                  </td>
                  <td style={cell}>
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      margin={false}
                      disabled={busy !== undefined}
                      aria-label={`Resend the invitation to ${name || invitation.Email}`}
                      onClick={() => void resend(invitation)}
                    >
                      {busy === invitation.UserId ? 'Sending…' : 'Resend invitation'}
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
