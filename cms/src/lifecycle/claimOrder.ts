import type { Payload, PayloadRequest } from 'payload'

import { AppError, idOf, idOrNull, personName } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { hashOfToken, linkSubject } from '../accounts/emailLinks.ts'
import type { User, Valuation } from '../payload-types.ts'
import { withHistory } from './steps/history.ts'
import { refreshSearchCopies } from './steps/searchCopies.ts'
import { inTransaction, lockRecord, writeAs } from './steps/transaction.ts'

const expired = () =>
  AppError.validation({
    Token: ['This link has expired or was already used. Ask for a new one from your account page.'],
  })

/** Records are kept by owner (`customer`), as access reads them. */
async function moveOwned(req: PayloadRequest, valuation: Valuation, from: User, to: User) {
  const reports = await req.payload.db.find<{ pdf?: unknown }>({
    collection: 'reports',
    where: { valuation: { equals: valuation.id } },
    limit: 0,
    pagination: false,
    req,
  })
  const owned = {
    'property-snapshots': [idOrNull(valuation.snapshot)],
    invoices: [idOrNull(valuation.invoice)],
    contacts: [idOrNull(valuation.contact)],
    files: [
      ...[...(valuation.images ?? []), ...(valuation.files ?? [])].map((item) => idOf(item.file)),
      ...reports.docs.map((report) => idOrNull(report.pdf as number | null)),
    ],
  } as const
  for (const [collection, ids] of Object.entries(owned) as [
    keyof typeof owned,
    (number | string | null)[],
  ][]) {
    const mine = ids.filter((id): id is number | string => id !== null)
    if (!mine.length) continue
    await req.payload.db.updateMany({
      collection,
      where: { and: [{ id: { in: mine } }, { customer: { equals: from.id } }] },
      data: { customer: to.id },
      req,
    })
  }
}

/** The link works once, for its hour; a sign-up’s or change of address’s link is not a claim. */
export async function claimOrder(payload: Payload, user: User, token: string): Promise<Valuation> {
  if (user.guest || checkRole(['admin', 'editor', 'valuer'], user))
    throw AppError.forbidden('Sign in with your customer account to add an order to it.')
  const valuationId = linkSubject(token)
  if (!valuationId) throw expired()
  return inTransaction(payload, user, async (req) => {
    const guest = await req.payload.db.findOne<User>({
      collection: 'users',
      where: { emailTokenHash: { equals: hashOfToken(token) } },
      req,
    })
    if (!guest?.guest || !guest.emailTokenExpiresAt || Date.parse(guest.emailTokenExpiresAt) <= Date.now())
      throw expired()
    await lockRecord(req, 'valuations', valuationId)
    const valuation = await req.payload.db.findOne<Valuation>({
      collection: 'valuations',
      where: { and: [{ id: { equals: valuationId } }, { customer: { equals: guest.id } }] },
      req,
    })
    if (!valuation) throw expired()
    await req.payload.db.updateOne({
      collection: 'users',
      id: guest.id,
      data: { emailTokenHash: null, emailTokenExpiresAt: null },
      req,
    })
    await moveOwned(req, valuation, guest, user)
    await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        customer: user.id,
        history: withHistory(req, valuation, {
          note: `Added to the account of ${personName(user)} (${user.email}) by the link e-mailed to the order’s address`,
        }),
      },
      ...writeAs(req),
    })
    await refreshSearchCopies(req, { customer: { equals: user.id } })
    return req.payload.findByID({ collection: 'valuations', id: valuation.id, ...writeAs(req) })
  })
}
