import type { CollectionAfterChangeHook } from 'payload'

import { idOf } from '@valuedesk/domain'

import { memberBranchIds } from '../access/memberships.ts'

/** Consent asked for once: an address removed from a firm is not rejoined by an older link. */
export const endFirmInvitations: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.email) return doc
  const before = memberBranchIds(previousDoc).map(String)
  const after = memberBranchIds(doc).map(String)
  const changed = [
    ...before.filter((id) => !after.includes(id)),
    ...after.filter((id) => !before.includes(id)),
  ]
  if (!changed.length) return doc
  const { docs: branches } = await req.payload.find({
    collection: 'business-branches',
    where: { id: { in: changed } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { business: true },
    overrideAccess: true,
    req,
  })
  const firms = [...new Set(branches.map((branch) => idOf(branch.business)))]
  if (firms.length)
    await req.payload.db.updateMany({
      collection: 'firm-invitations',
      where: {
        email: { equals: String(doc.email).toLowerCase() },
        business: { in: firms },
        status: { equals: 'pending' },
      },
      data: { status: 'ended', closedAt: new Date().toISOString() },
      req,
    })
  return doc
}
