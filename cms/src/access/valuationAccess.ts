import type { Access, PayloadRequest, Where } from 'payload'

import { idOf, reportStatus } from '@valuedesk/domain'

import { memberFirmIds, oncePerRequest, valuerPracticeIds } from './memberships.ts'
import { checkRole } from './roles.ts'

async function valuerScope(req: PayloadRequest, prefix = ''): Promise<Where> {
  const practices = await oncePerRequest(req, 'valuerPracticeIds', () =>
    valuerPracticeIds(req.payload, req.user),
  )
  return {
    or: [{ [`${prefix}valuer`]: { equals: req.user!.id } }, { [`${prefix}practice`]: { in: practices } }],
  }
}

async function documentsOf(req: PayloadRequest, where: Where, finalReports: boolean) {
  const { docs } = await req.payload.find({
    collection: 'valuations',
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { snapshot: true, contact: true, customer: true, images: true, files: true },
  })
  const reports = await req.payload.find({
    collection: 'reports',
    where: {
      valuation: { in: docs.map((doc) => doc.id) },
      pdf: { exists: true },
      ...(finalReports ? { status: { equals: reportStatus.final } } : {}),
    },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { pdf: true },
  })
  return {
    snapshots: docs.map((doc) => idOf(doc.snapshot)),
    contacts: docs.flatMap((doc) => (doc.contact ? [idOf(doc.contact)] : [])),
    customers: [...new Set(docs.map((doc) => idOf(doc.customer)))],
    files: [
      ...docs.flatMap((doc) => [...(doc.images ?? []), ...(doc.files ?? [])].map((item) => idOf(item.file))),
      ...reports.docs.flatMap((report) => (report.pdf ? [idOf(report.pdf)] : [])),
    ],
  }
}

const valuerDocuments = (req: PayloadRequest) =>
  oncePerRequest(req, 'valuerDocuments', async () => documentsOf(req, await valuerScope(req), false))

/** Whoever in the firm placed them. */
export async function customerScope(req: PayloadRequest, prefix = ''): Promise<Where> {
  const own: Where = { [`${prefix}customer`]: { equals: req.user!.id } }
  const firms = await memberFirmIds(req)
  return firms.length ? { or: [own, { [`${prefix}business`]: { in: firms } }] } : own
}

/** No valuer's working file. */
const firmDocuments = (req: PayloadRequest) =>
  oncePerRequest(req, 'firmDocuments', async () => {
    const firms = await memberFirmIds(req)
    return firms.length ? documentsOf(req, { business: { in: firms } }, true) : null
  })

/** A customer's own documents of `kind`, and those of their firms' orders (files: only the orderer's own). */
async function customerDocuments(
  req: PayloadRequest,
  kind: 'snapshots' | 'files' | 'contacts',
): Promise<Where> {
  const own: Where = { customer: { equals: req.user!.id } }
  const firm = await firmDocuments(req)
  if (!firm) return own
  const ofFirm: Where = { id: { in: firm[kind] } }
  return {
    or: [own, kind === 'files' ? { and: [ofFirm, { customer: { in: firm.customers } }] } : ofFirm],
  }
}

export const invoiceReaders: Access = async ({ req }) => {
  if (!req.user) return false
  if (checkRole(['admin'], req.user)) return true
  return customerScope(req)
}

export const contactReaders: Access = async ({ req }) => {
  if (!req.user) return false
  if (checkRole(['admin'], req.user)) return true
  return customerDocuments(req, 'contacts')
}

export const valuationReaders: Access = async ({ req }) => {
  if (!req.user) return false
  if (checkRole(['admin'], req.user)) return true
  const own = await customerScope(req)
  if (!checkRole(['valuer'], req.user)) return own
  return { or: [own, await valuerScope(req)] }
}

export const reportReaders: Access = async ({ req }) => {
  if (!req.user) return false
  if (checkRole(['admin'], req.user)) return true
  const customers: Where = {
    and: [await customerScope(req, 'valuation.'), { status: { equals: reportStatus.final } }],
  }
  if (!checkRole(['valuer'], req.user)) return customers
  return { or: [customers, await valuerScope(req, 'valuation.')] }
}

export const reportWriters: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!checkRole(['valuer'], req.user)) return false
  return { and: [await valuerScope(req, 'valuation.'), { status: { equals: reportStatus.draft } }] }
}

export const ownerOrValuer =
  (kind: 'snapshots' | 'files'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (checkRole(['admin'], req.user)) return true
    const own = await customerDocuments(req, kind)
    if (!checkRole(['valuer'], req.user)) return own
    return { or: [own, { id: { in: (await valuerDocuments(req))[kind] } }] }
  }
