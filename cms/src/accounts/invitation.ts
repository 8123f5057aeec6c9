import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  INVITATION_LINK_DAYS,
  formatMoment,
  personName,
  type AustralianState,
  type InvitableRole,
} from '@valuedesk/domain'

import { memberBranchIds } from '../access/memberships.ts'
import { checkRole } from '../access/roles.ts'
import { firmJoinEmail, invitationEmail } from '../email/templates.ts'
import { env } from '../env.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import { readAsCaller } from '../lifecycle/read.ts'
import { inTransaction, writeAs } from '../lifecycle/transaction.ts'
import type { Business, Practice, User } from '../payload-types.ts'
import { firmJoinLink, firmJoinToken } from './firmJoin.ts'
import { issueResetToken } from './passwordReset.ts'
import { limitSends } from './sendLimits.ts'

/** A valuer (of a practice, with licences) or an editor, as an admin invites them. */
export type Invitation = {
  firstName: string
  lastName: string
  email: string
  role: InvitableRole
  practiceId?: number | string
  position?: string
  licences?: { state: AustralianState; number: string; expiresOn: string | null }[]
}

/** Someone invited who has not yet set their password. */
export type PendingInvitation = {
  user: User
  role: InvitableRole
  practice: Practice | null
  invitedBy: string | null
  linkExpiresAt: string
}

const LINK_MINUTES = INVITATION_LINK_DAYS * 24 * 60

/**
 * The site's page where the invited choose their password: the reset page's form, in words for them. A firm's
 * member (`forFirm`) is then sent to the site's sign-in, staff to the admin's.
 */
export const invitationLink = (token: string, forFirm = false) =>
  `${env.SERVER_URL}/set-password?token=${encodeURIComponent(token)}${forFirm ? '&for=firm' : ''}`

const linkExpiry = (invitedAt: string) =>
  new Date(Date.parse(invitedAt) + LINK_MINUTES * 60_000).toISOString()

const roleOf = (user: User): InvitableRole => (checkRole(['valuer'], user) ? 'valuer' : 'editor')

function onlyAdmins(user: User) {
  if (!checkRole(['admin'], user)) throw AppError.forbidden('Only an admin invites valuers and editors.')
}

/** The practice a valuer was invited to (their first practice record); none for an editor. */
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

/**
 * Counts an invitation against the address's and the admin's limits, before anything is written: where the
 * database has no transactions (SQLite here), a refusal still leaves nothing half made.
 */
const countInvitation = (req: PayloadRequest, email: string, admin: User) =>
  limitSends(req.payload, 'invitation', { to: email, field: 'Email', caller: `user:${admin.id}` }, req)

/** Where a firm's member signs in: the website's sign-in, not the admin. */
const siteSignIn = () => `${env.SERVER_URL}/sign-in`

/**
 * Sends an invitation (counted first, by the caller): a new link (Payload's reset token,
 * working for INVITATION_LINK_DAYS; any earlier link stops working) and the e-mail, queued in the transaction.
 * `firm`: a colleague invited to an accountant's firm (then `admin` is the colleague who invited them).
 */
async function sendInvitation(
  req: PayloadRequest,
  user: User,
  admin: User,
  practice: Practice | null,
  firm?: Business,
) {
  const invitedAt = new Date().toISOString()
  const token = await issueResetToken(req, user.email, LINK_MINUTES)
  if (!token) throw new Error(`No reset token for user ${user.id}`)
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
        role: firm ? 'firm-member' : roleOf(user),
        invitedBy: personName(admin),
        practiceName: firm?.name ?? practice?.name ?? null,
        link: invitationLink(token, Boolean(firm)),
        expiresAt: linkExpiry(invitedAt),
        adminUrl: firm ? siteSignIn() : `${env.SERVER_URL}/admin`,
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

/**
 * Invites a valuer or an editor, in one transaction: their account (with no password anyone knows, so it cannot
 * be signed in to until they choose one), a valuer's record in their practice with the licences, and the
 * e-mail with the link that sets their password. An address that has an account is refused, naming the field.
 */
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

/** Sends a new link to someone invited who has not set their password yet; the earlier link stops working. */
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

/** The invitations not yet accepted, the latest sent first. */
export async function pendingInvitations(payload: Payload, admin: User): Promise<PendingInvitation[]> {
  onlyAdmins(admin)
  const { docs } = await payload.find({
    collection: 'users',
    // Staff only: colleagues a firm invites are the firm's to follow (GET /api/businesses/{id}/members).
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

/** A colleague a firm's member adds to the firm. */
export type ColleagueInvitation = { firstName: string; lastName: string; email: string }

/**
 * A member adds a colleague to their firm (its head office), in one transaction. Someone new gets a customer
 * account that opens with the password they choose from the link (as staff invitations do); a guest account (orders
 * without sign-up) gets the link as someone new. Someone with an account is only invited: joining a firm lets its
 * members read one's later orders, which only the account's owner may agree to, so they get a link that joins
 * once they accept it, signed in (accounts/firmJoin.ts). Staff accounts are not customers and are refused.
 * Returns the colleague's account, and whether they are a member yet.
 */
export async function inviteColleague(
  payload: Payload,
  member: User,
  businessId: number | string,
  invitation: ColleagueInvitation,
): Promise<{ user: User; joined: boolean }> {
  const firm = await readAsCaller(payload, member, 'businesses', businessId, 0, {
    notFound: `No firm ${businessId} that you are a member of.`,
  })
  const email = invitation.email.trim().toLowerCase()
  return inTransaction(payload, member, async (req) => {
    const { docs: branches } = await req.payload.find({
      collection: 'business-branches',
      where: { business: { equals: firm.id } },
      sort: ['-isHeadOffice', 'createdAt'],
      limit: 0,
      pagination: false,
      ...writeAs(req),
    })
    const office = branches[0] ?? AppError.throwConflict('This firm has no office to add a colleague to.')
    const taken = await req.payload.db.findOne<User>({
      collection: 'users',
      where: { email: { equals: email } },
      req,
    })
    const theirs = memberBranchIds(taken)
    if (taken && branches.some((branch) => theirs.some((id) => String(id) === String(branch.id))))
      AppError.throwValidation({ Email: [`${email} is already a member of ${firm.name}.`] })
    if (taken && checkRole(['admin', 'editor', 'valuer'], taken))
      AppError.throwValidation({
        Email: [`${email} is a ValueDesk staff account; invite the address your colleague orders with.`],
      })
    await countInvitation(req, email, member)
    if (taken && !taken.guest) {
      const join = firmJoinToken(taken, office, member)
      await queueEmail(
        req.payload,
        {
          to: taken.email,
          messageId: `firm-join-${taken.id}-${office.id}-${Date.parse(join.expiresAt)}`,
          ...firmJoinEmail({
            firstName: taken.firstName ?? null,
            email: taken.email,
            firmName: firm.name,
            invitedBy: personName(member),
            link: firmJoinLink(join.token),
            expiresAt: join.expiresAt,
          }),
        },
        req,
      )
      return { user: taken, joined: false }
    }
    const data = {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      businessBranches: [...theirs, office.id] as number[],
      invitedAt: new Date().toISOString(),
      invitedBy: member.id,
    }
    const user = taken
      ? await req.payload.update({ collection: 'users', id: taken.id, data, ...writeAs(req) })
      : await req.payload.create({
          collection: 'users',
          data: {
            ...data,
            email,
            roles: ['customer'],
            // Never told to anyone: the account opens with the password chosen from the link.
            password: randomBytes(32).toString('base64url'),
          },
          ...writeAs(req),
        })
    await sendInvitation(req, user, member, null, firm)
    return { user, joined: true }
  })
}

/** A firm's members (those working in any of its branches), by name. */
export async function firmMembers(
  payload: Payload,
  member: User,
  businessId: number | string,
): Promise<User[]> {
  const firm = await readAsCaller(payload, member, 'businesses', businessId, 0, {
    notFound: `No firm ${businessId} that you are a member of.`,
  })
  const { docs: branches } = await payload.find({
    collection: 'business-branches',
    where: { business: { equals: firm.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: {},
  })
  const { docs } = await payload.find({
    collection: 'users',
    where: { businessBranches: { in: branches.map((branch) => branch.id) } },
    sort: ['lastName', 'firstName', 'email'],
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs
}
