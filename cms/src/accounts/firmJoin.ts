import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'

import { AppError, INVITATION_LINK_DAYS, personName } from '@valuedesk/domain'

import { memberBranchIds } from '../access/memberships.ts'
import { env } from '../env.ts'
import type { Business, BusinessBranch, User } from '../payload-types.ts'
import { inTransaction, writeAs } from '../lifecycle/transaction.ts'

/**
 * An invitation for someone who already has an account to join a firm. Their account is theirs: nothing changes
 * until they, signed in, accept the link e-mailed to them (joining lets the firm's members read their later orders).
 * The link is signed with the server's secret and names the account, the firm's office and who invited them, so
 * it cannot be used by anyone else, for another firm, or after INVITATION_LINK_DAYS.
 */
export type FirmJoinInvitation = {
  userId: string
  branchId: string
  invitedById: string
  expiresAt: string
}

const mac = (body: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET).update(`firm-join:${body}`).digest('base64url')

const encode = (invitation: FirmJoinInvitation) =>
  Buffer.from(
    JSON.stringify([invitation.userId, invitation.branchId, invitation.invitedById, invitation.expiresAt]),
  ).toString('base64url')

/** A new invitation's token, working for INVITATION_LINK_DAYS. */
export function firmJoinToken(
  user: User,
  branch: BusinessBranch,
  invitedBy: User,
): FirmJoinInvitation & { token: string } {
  const invitation = {
    userId: String(user.id),
    branchId: String(branch.id),
    invitedById: String(invitedBy.id),
    expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * 24 * 3_600_000).toISOString(),
  }
  const body = encode(invitation)
  return { ...invitation, token: `${body}.${mac(body)}` }
}

export const firmJoinLink = (token: string) =>
  `${env.SERVER_URL}/account/firm/join?token=${encodeURIComponent(token)}`

const expired = () =>
  AppError.validation({
    Token: [
      'This invitation has expired or is not a ValueDesk link. Ask your colleague to invite you again.',
    ],
  })

/** The invitation a token carries, if the server signed it and it has not expired. */
function readToken(token: string): FirmJoinInvitation {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) throw expired()
  const expected = Buffer.from(mac(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expired()
  const [userId, branchId, invitedById, expiresAt] = JSON.parse(
    Buffer.from(body, 'base64url').toString(),
  ) as string[]
  if (!expiresAt || Date.parse(expiresAt) <= Date.now()) throw expired()
  return { userId: userId!, branchId: branchId!, invitedById: invitedById!, expiresAt }
}

export type FirmJoinPreview = {
  firm: Business
  branch: BusinessBranch
  invitedBy: string | null
  expiresAt: string
  alreadyMember: boolean
}

/** What the link offers the signed-in account: which firm, who asked; refused for any other account. */
export async function previewFirmInvitation(
  payload: Payload,
  user: User,
  token: string,
): Promise<FirmJoinPreview> {
  const invitation = readToken(token)
  if (String(user.id) !== invitation.userId)
    throw AppError.forbidden(
      'This invitation is for another ValueDesk account: sign out, then sign in with the address it was sent to.',
    )
  const branch = await payload.findByID({
    collection: 'business-branches',
    id: invitation.branchId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  const firm = branch && typeof branch.business === 'object' ? branch.business : null
  if (!branch || !firm) throw expired()
  const inviter = await payload.findByID({
    collection: 'users',
    id: invitation.invitedById,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return {
    firm,
    branch,
    invitedBy: inviter ? personName(inviter) : null,
    expiresAt: invitation.expiresAt,
    alreadyMember: memberBranchIds(user).some((id) => String(id) === invitation.branchId),
  }
}

/**
 * The signed-in account accepts: it joins the firm's office named in the link (once; accepting again changes
 * nothing). From now on the firm's members see the orders it places for the firm.
 */
export async function acceptFirmInvitation(payload: Payload, user: User, token: string): Promise<Business> {
  const preview = await previewFirmInvitation(payload, user, token)
  if (preview.alreadyMember) return preview.firm
  return inTransaction(payload, user, async (req) => {
    const current = await req.payload.findByID({ collection: 'users', id: user.id, ...writeAs(req) })
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: {
        businessBranches: [...memberBranchIds(current), preview.branch.id] as number[],
      },
      ...writeAs(req),
    })
    return preview.firm
  })
}
