import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  INVITATION_LINK_DAYS,
  formatMoment,
  inviterName,
  personName,
  type AustralianState,
  type InvitableRole,
  MINUTE_MS,
} from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { invitationEmail } from '../email/templates.ts'
import { env } from '../env.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import { inTransaction, writeAs } from '../lifecycle/steps/transaction.ts'
import type { Practice, User } from '../payload-types.ts'
import { issueResetToken } from './passwordReset.ts'
import { limitSends } from './sendLimits.ts'

export type Invitation = {
  firstName: string
  lastName: string
  email: string
  role: InvitableRole
  practiceId?: number | string
  position?: string
  licences?: { state: AustralianState; number: string; expiresOn: string | null }[]
}

export type PendingInvitation = {
  user: User
  role: InvitableRole
  practice: Practice | null
  invitedBy: string | null
  linkExpiresAt: string
}

const LINK_MINUTES = INVITATION_LINK_DAYS * 24 * 60

/** The site's page where the invited choose their password: the reset page's form, in words for them. */
export const invitationLink = (token: string) =>
  `${env.SERVER_URL}/set-password?token=${encodeURIComponent(token)}`

const linkExpiry = (invitedAt: string) =>
  new Date(Date.parse(invitedAt) + LINK_MINUTES * MINUTE_MS).toISOString()

const roleOf = (user: User): InvitableRole => (checkRole(['valuer'], user) ? 'valuer' : 'editor')

function onlyAdmins(user: User) {
  if (!checkRole(['admin'], user)) throw AppError.forbidden('Only an admin invites valuers and editors.')
}

async function practiceOf(payload: Payload, user: User, req?: PayloadRequest): Promise<Practice | null> {
  const { docs } = await payload.find({
    collection: 'practice-valuers',
    where: { valuer: { equals: user.id } },
    sort: 'createdAt',
    limit: 1,
    depth: 1,
    req,
  })
  const practice = docs[0]?.practice
  return practice && typeof practice === 'object' ? practice : null
}

/** Counted before anything is written: without transactions (SQLite) nothing is left half made. */
const countInvitation = (req: PayloadRequest, email: string, admin: User) =>
  limitSends(req.payload, 'invitation', { to: email, field: 'Email', caller: `user:${admin.id}` }, req)

async function sendInvitation(req: PayloadRequest, user: User, admin: User, practice: Practice | null) {
  const invitedAt = new Date().toISOString()
  const token = await issueResetToken(req, user.email, LINK_MINUTES)
  if (!token) throw new Error(`No reset token for user ${user.id}`)
  const { companyName } = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  await req.payload.db.updateOne({
    collection: 'users',
    where: { id: { equals: user.id } },
    data: { invitedAt, invitedBy: admin.id },
    req,
  })
  await queueEmail(
    req.payload,
    {
      to: user.email,
      messageId: `invitation-${user.id}-${Date.parse(invitedAt)}`,
      ...invitationEmail({
        firstName: user.firstName ?? null,
        email: user.email,
        role: roleOf(user),
        // The operator's admins invite staff: the company they invite for names them where they have no name.
        invitedBy: inviterName(admin, companyName || 'ValueDesk'),
        practiceName: practice?.name ?? null,
        link: invitationLink(token),
        expiresAt: linkExpiry(invitedAt),
        adminUrl: `${env.SERVER_URL}/admin`,
      }),
    },
    req,
  )
  return {
    user: { ...user, invitedAt },
    role: roleOf(user),
    practice,
    invitedBy: personName(admin),
    linkExpiresAt: linkExpiry(invitedAt),
  }
}

/** An address that has an account is refused, naming the field. */
export async function inviteStaff(
  payload: Payload,
  admin: User,
  invitation: Invitation,
): Promise<PendingInvitation> {
  onlyAdmins(admin)
  const email = invitation.email.trim().toLowerCase()
  return inTransaction(payload, admin, async (req) => {
    const taken = await req.payload.db.findOne<User>({
      collection: 'users',
      where: { email: { equals: email } },
      req,
    })
    if (taken)
      AppError.throwValidation({
        Email: [
          taken.invitedAt && !taken.invitationAcceptedAt
            ? `${email} was invited already: send the invitation again from the list of invitations not yet accepted.`
            : `${email} already has a ValueDesk account: change that account’s roles in Users instead.`,
        ],
      })
    const practice =
      invitation.role === 'valuer'
        ? ((await req.payload.findByID({
            collection: 'practices',
            id: invitation.practiceId!,
            depth: 0,
            req,
            disableErrors: true,
          })) ?? AppError.throwValidation({ PracticeId: [`There is no practice ${invitation.practiceId}.`] }))
        : null
    await countInvitation(req, email, admin)
    const user = await req.payload.create({
      collection: 'users',
      data: {
        email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        roles: [invitation.role],
        // Listed as invited from the start: one never sent (on a database without transactions) is sent again.
        invitedAt: new Date().toISOString(),
        invitedBy: admin.id,
        // Never told to anyone: the account opens with the password chosen from the link.
        password: randomBytes(32).toString('base64url'),
      },
      ...writeAs(req),
    })
    if (practice)
      await req.payload.create({
        collection: 'practice-valuers',
        data: {
          practice: practice.id,
          valuer: user.id,
          position: invitation.position || undefined,
          licences: (invitation.licences ?? []).map((licence) => ({ ...licence })),
        },
        ...writeAs(req),
      })
    return sendInvitation(req, user, admin, practice)
  })
}

export async function resendInvitation(
  payload: Payload,
  admin: User,
  userId: number | string,
): Promise<PendingInvitation> {
  onlyAdmins(admin)
  return inTransaction(payload, admin, async (req) => {
    const user = await req.payload.findByID({
      collection: 'users',
      id: userId,
      depth: 0,
      req,
      disableErrors: true,
    })
    if (!user?.invitedAt) return AppError.throwNotFound(`No invitation was sent to user ${userId}.`)
    if (user.invitationAcceptedAt)
      AppError.throwConflict(
        `${personName(user)} accepted the invitation on ${formatMoment(user.invitationAcceptedAt)} and signs in with their own password (a forgotten one is reset from the sign-in page).`,
      )
    await countInvitation(req, user.email, admin)
    return sendInvitation(req, user, admin, await practiceOf(req.payload, user, req))
  })
}

export async function pendingInvitations(payload: Payload, admin: User): Promise<PendingInvitation[]> {
  onlyAdmins(admin)
  const { docs } = await payload.find({
    collection: 'users',
    // Staff only: customers of older versions were made members of firms by invitation.
    where: {
      invitedAt: { exists: true },
      invitationAcceptedAt: { exists: false },
      roles: { in: ['valuer', 'editor'] },
    },
    sort: '-invitedAt',
    limit: 100,
    depth: 1,
    overrideAccess: false,
    user: admin,
  })
  return Promise.all(
    docs.map(async (user) => ({
      user,
      role: roleOf(user),
      practice: await practiceOf(payload, user),
      invitedBy: user.invitedBy && typeof user.invitedBy === 'object' ? personName(user.invitedBy) : null,
      linkExpiresAt: linkExpiry(user.invitedAt!),
    })),
  )
}
