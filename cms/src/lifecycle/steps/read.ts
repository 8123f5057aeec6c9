import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

import { AppError, reportStatus } from '@valuedesk/domain'

import { checkRole } from '../../access/roles.ts'
import type { User, Valuation } from '../../payload-types.ts'

const names: Partial<Record<CollectionSlug, string>> = {
  'property-snapshots': 'property',
  invoices: 'invoice',
  contacts: 'contact',
  valuations: 'valuation',
  files: 'file',
  reports: 'report',
}

type ReadOptions = { draft?: boolean; notFound?: string }

/** Someone else’s document is the same 404 as one that does not exist; a refusal by role stays a 403. */
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

/** A valuer outside the practice gets a 403: staff may know it exists. */
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

/** The one delivered last. */
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
