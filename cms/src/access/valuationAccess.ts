import type { Access, PayloadRequest, Where } from 'payload'

import { idOf } from '@valuedesk/domain'

import { oncePerRequest, valuerPracticeIds } from './memberships.ts'
import { checkRole } from './roles.ts'

/**
 * The valuations a valuer works on: those assigned to them and those of their practices. `prefix` reaches
 * them through a relationship.
 */
async function valuerScope(req: PayloadRequest, prefix = ''): Promise<Where> {
  const practices = await oncePerRequest(req, 'valuerPracticeIds', () =>
    valuerPracticeIds(req.payload, req.user),
  )
  return {
    or: [{ [`${prefix}valuer`]: { equals: req.user!.id } }, { [`${prefix}practice`]: { in: practices } }],
  }
}

/**
 * The snapshots and files of a valuer's valuations, so they see the property, its photos and the report PDFs
 * they made.
 */
const valuerDocuments = (req: PayloadRequest) =>
  oncePerRequest(req, 'valuerDocuments', async () => {
    const { docs } = await req.payload.find({
      collection: 'valuations',
      where: await valuerScope(req),
      depth: 0,
      limit: 0,
      pagination: false,
      select: { snapshot: true, images: true, files: true },
    })
    const reports = await req.payload.find({
      collection: 'reports',
      where: { valuation: { in: docs.map((doc) => doc.id) }, pdf: { exists: true } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { pdf: true },
    })
    return {
      snapshots: docs.map((doc) => idOf(doc.snapshot)),
      files: [
        ...docs.flatMap((doc) =>
          [...(doc.images ?? []), ...(doc.files ?? [])].map((item) => idOf(item.file)),
        ),
        ...reports.docs.flatMap((report) => (report.pdf ? [idOf(report.pdf)] : [])),
      ],
    }
  })

/**
 * Valuations: admins all; a valuer those of their practices and those assigned to them; a customer their own
 * orders.
 */
export const valuationReaders: Access = async ({ req }) => {
  if (!req.user) return false
  if (checkRole(['admin'], req.user)) return true
  const own: Where = { customer: { equals: req.user.id } }
  if (!checkRole(['valuer'], req.user)) return own
  return { or: [own, await valuerScope(req)] }
}

/**
 * Reports: admins all; valuers those of the valuations they work on; customers the final reports of their own
 * orders.
 */
export const reportReaders: Access = async ({ req }) => {
  if (!req.user) return false
  if (checkRole(['admin'], req.user)) return true
  const customers: Where = {
    and: [{ 'valuation.customer': { equals: req.user.id } }, { status: { equals: 'final' } }],
  }
  if (!checkRole(['valuer'], req.user)) return customers
  return { or: [customers, await valuerScope(req, 'valuation.')] }
}

/** Writing a report: admins, and valuers on their valuations' reports while they are drafts. */
export const reportWriters: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!checkRole(['valuer'], req.user)) return false
  return { and: [await valuerScope(req, 'valuation.'), { status: { equals: 'draft' } }] }
}

/**
 * Owned documents (snapshots, files) a valuer may read because they belong to valuations they work on; admins
 * all, owners theirs.
 */
export const ownerOrValuer =
  (kind: 'snapshots' | 'files'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (checkRole(['admin'], req.user)) return true
    const own: Where = { customer: { equals: req.user.id } }
    if (!checkRole(['valuer'], req.user)) return own
    return { or: [own, { id: { in: (await valuerDocuments(req))[kind] } }] }
  }
