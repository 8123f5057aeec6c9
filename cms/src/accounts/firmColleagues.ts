import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import { AppError, DAY_MS, INVITATION_LINK_DAYS, idOf, personName } from '@valuedesk/domain'

import { env } from '../env.ts'
import { firmInvitationEmail } from '../email/templates.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import { readAsCaller } from '../lifecycle/steps/read.ts'
import { inTransaction, writeAs } from '../lifecycle/steps/transaction.ts'
import type { Business, FirmInvitation, User } from '../payload-types.ts'
import { hashOfToken } from './emailLinks.ts'
import { limitSends } from './sendLimits.ts'

export type ColleagueInvitation = {
  invitation: FirmInvitation
  invitedBy: string | null
}

const notAMember = (id: number | string) => ({ notFound: `No firm ${id} that you are a member of.` })

/** The firm, as the caller may read it (its members and admins): anyone else's is a 404. */
const callersFirm = (payload: Payload, caller: User, businessId: number | string) =>
  readAsCaller(payload, caller, 'businesses', businessId, 0, notAMember(businessId))

/** The page an invitation's link opens: the addressee signs in there, sees who invited them, and accepts. */
export const firmJoinLink = (token: string) =>
  `${env.SERVER_URL}/account/firm/join?token=${encodeURIComponent(token)}`

async function branchIdsOf(payload: Payload, firm: Business, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'business-branches',
    where: { business: { equals: firm.id } },
    sort: ['-isHeadOffice', 'createdAt'],
    depth: 0,
    limit: 0,
    pagination: false,
    select: {},
    req,
    overrideAccess: true,
  })
  return docs.map((branch) => branch.id)
}

/** The same answer in the same steps whoever the address belongs to: no account is looked up. */
export async function inviteColleague(
  payload: Payload,
  member: User,
  businessId: number | string,
  address: string,
): Promise<ColleagueInvitation> {
  const firm = await callersFirm(payload, member, businessId)
  const email = address.trim().toLowerCase()
  const branches = await branchIdsOf(payload, firm)
  const office = branches[0] ?? AppError.throwConflict('This firm has no office to invite a colleague to.')
  const { totalDocs: members } = await payload.db.count({
    collection: 'users',
    where: { email: { equals: email }, businessBranches: { in: branches } },
  })
  if (members) AppError.throwValidation({ Email: [`${email} is already a member of ${firm.name}.`] })
  // Counted before anything is written: a refusal leaves nothing half made, even without transactions.
  await limitSends(payload, 'invitation', { to: email, field: 'Email', caller: `user:${member.id}` })
  return inTransaction(payload, member, async (req) => {
    const now = new Date()
    await req.payload.db.updateMany({
      collection: 'firm-invitations',
      where: { business: { equals: firm.id }, email: { equals: email }, status: { equals: 'pending' } },
      data: { status: 'replaced', closedAt: now.toISOString() },
      req,
    })
    const token = randomBytes(32).toString('base64url')
    const invitation = await req.payload.create({
      collection: 'firm-invitations',
      data: {
        business: firm.id,
        branch: office,
        email,
        invitedBy: member.id,
        tokenHash: hashOfToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_LINK_DAYS * DAY_MS).toISOString(),
        status: 'pending',
        // The moment the link's days count from.
        createdAt: now.toISOString(),
      },
      ...writeAs(req),
    })
    await queueEmail(
      req.payload,
      {
        to: email,
        messageId: `firm-invitation-${invitation.id}`,
        ...firmInvitationEmail({ link: firmJoinLink(token), expiresAt: invitation.expiresAt }),
      },
      req,
    )
    return { invitation, invitedBy: personName(member) }
  })
}

/** Marking is cosmetic: firmJoin.ts reads the time, not the mark. */
export async function pendingColleagueInvitations(
  payload: Payload,
  member: User,
  businessId: number | string,
): Promise<ColleagueInvitation[]> {
  const firm = await callersFirm(payload, member, businessId)
  const now = new Date().toISOString()
  const pending = { business: { equals: firm.id }, status: { equals: 'pending' } }
  await payload.db.updateMany({
    collection: 'firm-invitations',
    where: { ...pending, expiresAt: { less_than_equal: now } },
    data: { status: 'expired', closedAt: now },
  })
  const { docs } = await payload.find({
    collection: 'firm-invitations',
    where: pending,
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const inviterIds = [...new Set(docs.flatMap((doc) => (doc.invitedBy ? [idOf(doc.invitedBy)] : [])))]
  const { docs: inviters } = inviterIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: inviterIds } },
        depth: 0,
        limit: 0,
        pagination: false,
        select: { firstName: true, lastName: true, email: true },
        overrideAccess: true,
      })
    : { docs: [] }
  const nameOf = new Map(inviters.map((user) => [String(user.id), personName(user)]))
  return docs.map((invitation) => ({
    invitation,
    invitedBy: invitation.invitedBy ? (nameOf.get(String(idOf(invitation.invitedBy))) ?? null) : null,
  }))
}

export async function withdrawColleagueInvitation(
  payload: Payload,
  member: User,
  businessId: number | string,
  invitationId: number | string,
): Promise<void> {
  const firm = await callersFirm(payload, member, businessId)
  const invitation = await payload.db.findOne<FirmInvitation>({
    collection: 'firm-invitations',
    where: { id: { equals: invitationId }, business: { equals: firm.id } },
  })
  if (!invitation) AppError.throwNotFound(`No invitation ${invitationId} of ${firm.name}.`)
  if (invitation.status !== 'pending')
    AppError.throwConflict(`This invitation is ${invitation.status} already: there is nothing to withdraw.`)
  await payload.db.updateOne({
    collection: 'firm-invitations',
    id: invitation.id,
    data: { status: 'withdrawn', closedBy: member.id, closedAt: new Date().toISOString() },
  })
}

export async function firmMembers(
  payload: Payload,
  member: User,
  businessId: number | string,
): Promise<User[]> {
  const firm = await callersFirm(payload, member, businessId)
  const { docs } = await payload.find({
    collection: 'users',
    where: { businessBranches: { in: await branchIdsOf(payload, firm) } },
    sort: ['lastName', 'firstName', 'email'],
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs
}
