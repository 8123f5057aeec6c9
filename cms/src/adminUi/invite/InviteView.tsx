import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { checkRole } from '../../access/roles.ts'
import { InviteStaff } from './InviteStaff.tsx'

export const INVITE_PATH = '/invite'

/** Payload's custom views are open to anyone: the form shows to admins only. */
export async function InviteView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { user, payload } = req
  if (!user)
    return (
      <Gutter>
        <p style={{ marginTop: 48 }}>
          <a href={`/admin/login?redirect=${encodeURIComponent(`/admin${INVITE_PATH}`)}`}>Sign in</a> to
          invite staff.
        </p>
      </Gutter>
    )
  const admin = checkRole(['admin'], user)
  const practices = admin
    ? (
        await payload.find({
          collection: 'practices',
          sort: 'name',
          limit: 0,
          pagination: false,
          depth: 0,
          user,
          overrideAccess: false,
        })
      ).docs
    : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '24px 0 8px' }}>Invite a valuer or an editor</h1>
        {admin ? (
          <>
            <p style={{ margin: '0 0 24px', maxWidth: 760, color: 'var(--theme-elevation-700)' }}>
              They get an e-mail from ValueDesk saying you invited them, with a link to choose their own
              password; the link works for seven days. A valuer’s practice record and licences are made at
              once.
            </p>
            <InviteStaff
              practices={practices.map((practice) => ({ id: practice.id, name: practice.name }))}
              defaultPracticeId={practices.find((practice) => practice.isDefault)?.id}
            />
          </>
        ) : (
          <p>Only an admin invites staff. Ask an admin of your practice.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
