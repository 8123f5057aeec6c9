'use client'
import { useAuth } from '@payloadcms/ui'

import { checkRole } from '../../access/roles.ts'

export function InviteLink({ place = 'nav' }: { place?: 'nav' | 'users' }) {
  const { user } = useAuth()
  if (!checkRole(['admin'], user as Parameters<typeof checkRole>[1])) return null
  return place === 'nav' ? (
    <a className="nav__link" href="/admin/invite" style={{ marginTop: 8 }}>
      <span className="nav__link-label">Invite a valuer or an editor</span>
    </a>
  ) : (
    <p style={{ margin: '0 0 16px' }}>
      Adding a valuer or an editor? <a href="/admin/invite">Invite them by e-mail</a>: they choose their own
      password, and a valuer’s practice and licences are recorded at once.
    </p>
  )
}

export const InviteFromUsers = () => <InviteLink place="users" />
