import type { TypedUser } from 'payload'

import { fullName } from '@valuedesk/domain'

import { checkRole, staffRoles } from '../access/roles.ts'

type Props = { user?: TypedUser | null }

/** Staff without a name can name only the company in their invitations. */
export function NameMissing({ user }: Props) {
  if (!user || !checkRole(staffRoles, user) || fullName(user)) return null
  return (
    <section
      role="status"
      aria-labelledby="name-missing"
      style={{
        marginBottom: 32,
        padding: 16,
        border: '1px solid var(--theme-warning-500)',
        borderRadius: 4,
        background: 'var(--theme-warning-50)',
      }}
    >
      <h2 id="name-missing" style={{ margin: '0 0 8px', fontSize: 18 }}>
        Add your name
      </h2>
      <p style={{ margin: 0 }}>
        Your account has no name, so the invitations you send name only the company.{' '}
        <a href="/admin/account">Add your first and last name on your account</a>.
      </p>
    </section>
  )
}
