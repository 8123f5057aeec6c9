import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@valuedesk/domain'

type Related = number | string | { id: number | string }
type Member = { id: number | string; businessBranches?: Related[] | null } | null | undefined

export const memberBranchIds = (user: Member): (number | string)[] => (user?.businessBranches ?? []).map(idOf)

export async function valuerPracticeIds(payload: Payload, user: Member): Promise<(number | string)[]> {
  if (!user) return []
  const { docs } = await payload.find({
    collection: 'practice-valuers',
    where: { valuer: { equals: user.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { practice: true },
  })
  return docs.map((membership) => idOf(membership.practice))
}

export async function memberFirmIdsOf(payload: Payload, user: Member): Promise<(number | string)[]> {
  const branchIds = memberBranchIds(user)
  if (!branchIds.length) return []
  const { docs } = await payload.find({
    collection: 'business-branches',
    where: { id: { in: branchIds } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { business: true },
  })
  return [...new Set(docs.map((branch) => idOf(branch.business)))]
}

/** Access functions run several times a request: look each membership up once per request. */
export const oncePerRequest = <T>(req: PayloadRequest, key: string, lookUp: () => Promise<T>): Promise<T> => {
  req.context[key] ??= lookUp()
  return req.context[key] as Promise<T>
}

export const memberFirmIds = (req: PayloadRequest): Promise<(number | string)[]> =>
  oncePerRequest(req, 'memberBusinessIds', () => memberFirmIdsOf(req.payload, req.user))
