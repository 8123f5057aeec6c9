import type { Payload, PayloadRequest } from 'payload'

import { AppError, idOf, fullName, type FirmInvitationStatus } from '@valuedesk/domain'

import { memberBranchIds } from '../access/memberships.ts'
import { checkRole } from '../access/roles.ts'
import { inTransaction, writeAs } from '../lifecycle/steps/transaction.ts'
import type { Business, FirmInvitation, User } from '../payload-types.ts'
import { hashOfToken } from './emailLinks.ts'

/** Joining lets the firm read one's orders, so only the confirmed owner of the address may accept. */

export type FirmJoinPreview = {
  firm: Business
  invitedBy: string | null
  expiresAt: string
  alreadyMember: boolean
}

const why: Record<Exclude<FirmInvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation was accepted already: its link works once.',
  withdrawn: 'This invitation was withdrawn by the firm.',
  replaced: 'A newer invitation was sent to this address: use the link of the latest e-mail.',
  ended: 'This invitation no longer stands: your membership of the firm changed since it was sent.',
  expired: 'This invitation has expired. Ask your colleague to invite you again.',
}

const refused = (message: string) => AppError.validation({ Token: [message] })

/** Staff never join a firm and a guest's address was never confirmed: both refused before the lookup. */
function accountHolder(user: User | null): User {
  if (!user || user.guest || user.awaitingConfirmation || checkRole(['admin', 'editor', 'valuer'], user))
    throw AppError.forbidden('Sign in with the ValueDesk account of the address the invitation was sent to.')
  return user
}

/** Anyone else's is refused before anything of it is said. */
async function standingInvitation(
  payload: Payload,
  user: User,
  token: string,
  req?: PayloadRequest,
): Promise<FirmInvitation> {
  const invitation = await payload.db.findOne<FirmInvitation>({
    collection: 'firm-invitations',
    where: { tokenHash: { equals: hashOfToken(token) } },
    req,
  })
  if (!invitation)
    throw refused('This is not a ValueDesk invitation link: open the link from the e-mail we sent you.')
  if (invitation.email !== user.email.trim().toLowerCase())
    throw AppError.forbidden(
      'This invitation was sent to another e-mail address: sign out, then sign in with the address it came to.',
    )
  if (invitation.status !== 'pending') throw refused(why[invitation.status])
  if (Date.parse(invitation.expiresAt) <= Date.now()) throw refused(why.expired)
  return invitation
}

export async function previewFirmInvitation(
  payload: Payload,
  signedIn: User | null,
  token: string,
): Promise<FirmJoinPreview> {
  const user = accountHolder(signedIn)
  const invitation = await standingInvitation(payload, user, token)
  const [firm, inviter] = await Promise.all([
    payload.findByID({ collection: 'businesses', id: idOf(invitation.business), depth: 0 }),
    invitation.invitedBy
      ? payload.findByID({
          collection: 'users',
          id: idOf(invitation.invitedBy),
          depth: 0,
          disableErrors: true,
        })
      : null,
  ])
  return {
    firm,
    // The addressee is no member yet: the inviter's name, never their address (the page says "a member" then).
    invitedBy: (inviter && fullName(inviter)) || null,
    expiresAt: invitation.expiresAt,
    alreadyMember: memberBranchIds(user).some((id) => String(id) === String(idOf(invitation.branch))),
  }
}

export async function acceptFirmInvitation(
  payload: Payload,
  signedIn: User | null,
  token: string,
): Promise<Business> {
  const user = accountHolder(signedIn)
  return inTransaction(payload, user, async (req) => {
    const invitation = await standingInvitation(req.payload, user, token, req)
    // Used up first: the change of memberships below ends every other pending invitation to this address.
    await req.payload.db.updateOne({
      collection: 'firm-invitations',
      id: invitation.id,
      data: { status: 'accepted', closedBy: user.id, closedAt: new Date().toISOString() },
      req,
    })
    const current = await req.payload.findByID({ collection: 'users', id: user.id, ...writeAs(req) })
    const branches = memberBranchIds(current)
    const branch = idOf(invitation.branch)
    if (!branches.some((id) => String(id) === String(branch)))
      await req.payload.update({
        collection: 'users',
        id: user.id,
        data: { businessBranches: [...branches, branch] as number[] },
        ...writeAs(req),
      })
    return req.payload.findByID({ collection: 'businesses', id: idOf(invitation.business), ...writeAs(req) })
  })
}
