import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

import { AppError, reportStatus } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { User, Valuation } from '../payload-types.ts'

const names: Partial<Record<CollectionSlug, string>> = {
  'property-snapshots': 'property',
  invoices: 'invoice',
  contacts: 'contact',
  valuations: 'valuation',
  files: 'file',
  reports: 'report',
}

/** `draft`: the latest draft of a versioned document; `notFound`: the 404's message. */
type ReadOptions = { draft?: boolean; notFound?: string }

/**
 * A document as the caller may read it (Payload's access decides): someone else's is the same 404 as one that
 * does not exist, or an id the database cannot even parse. A refusal by role stays a 403.
 */
export async function readAsCaller<C extends CollectionSlug>(
  payload: Payload,
  user: User | null,
  collection: C,
  id: number | string,
  depth = 0,
  { draft, notFound = `No ${names[collection] ?? collection} ${id} of yours.` }: ReadOptions = {},
): Promise<DataFromCollectionSlug<C>> {
  try {
    return (await payload.findByID({
      collection,
      id,
      user,
      overrideAccess: false,
      depth,
      draft,
    })) as DataFromCollectionSlug<C>
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403) throw error
    throw AppError.notFound(notFound)
  }
}

/**
 * A valuation the caller may see. A valuer asking for one outside their practice gets a 403 (staff may know it
 * exists); anyone else gets the same 404 as for an id that does not exist.
 */
export async function readValuation(
  payload: Payload,
  user: User | null,
  id: number | string,
  depth = 1,
): Promise<Valuation> {
  try {
    return await readAsCaller(payload, user, 'valuations', id, depth)
  } catch (error) {
    if (checkRole(['valuer'], user) && (error as { status?: number }).status === 404) {
      const exists = await payload
        .count({ collection: 'valuations', where: { id: { equals: id } } })
        .catch(() => ({ totalDocs: 0 }))
      if (exists.totalDocs > 0)
        throw AppError.forbidden('This valuation is not assigned to you or your practice.')
    }
    throw error
  }
}

/** The final report of a valuation (the one delivered last), if it has one; with `req`, inside its transaction. */
export async function finalReportOf(payload: Payload, valuationId: number | string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'reports',
    where: { valuation: { equals: valuationId }, status: { equals: reportStatus.final } },
    sort: '-completedAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}
