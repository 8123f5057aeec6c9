import type { Payload } from 'payload'
import { z } from 'zod'

import { readAsCaller, type Franchise, type User } from '@valuedesk/cms'
import { FranchiseRequest, FranchiseResponse, IdParams, AppError, idOf } from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toFranchiseResponse } from './businesses.mapper.ts'

const withCount = async (payload: Payload, user: User | null, franchise: Franchise) => {
  const { totalDocs } = await payload.count({
    collection: 'business-branches',
    where: { franchise: { equals: franchise.id } },
    user,
    overrideAccess: false,
  })
  return toFranchiseResponse(franchise, totalDocs)
}

export const franchisesRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/franchises',
    summary: 'All franchise networks',
    tag: 'Admin: franchises',
    access: 'admin',
    response: z.array(FranchiseResponse),
    handler: async ({ payload, user }) => {
      const { docs } = await payload.find({
        collection: 'franchises',
        sort: 'name',
        limit: 0,
        pagination: false,
        ...asCaller(user, 1),
      })
      return Promise.all(docs.map((franchise) => withCount(payload, user, franchise)))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/franchises',
    summary: 'Makes a branch the head of a new franchise network (it becomes its first member)',
    tag: 'Admin: franchises',
    access: 'admin',
    body: FranchiseRequest,
    response: FranchiseResponse,
    successStatus: 201,
    errors: [409],
    handler: async ({ payload, user, body }) => {
      const branch = await payload
        .findByID({ collection: 'business-branches', id: body.BusinessBranchId, ...asCaller(user, 1) })
        .catch(() => {
          throw AppError.validation({ BusinessBranchId: ['No such business branch.'] })
        })
      const heads = await payload.count({
        collection: 'franchises',
        where: { branch: { equals: branch.id } },
        user,
        overrideAccess: false,
      })
      if (heads.totalDocs > 0) throw AppError.conflict('This branch already heads a franchise.')
      const business = typeof branch.business === 'object' ? branch.business : undefined
      const franchise = await payload.create({
        collection: 'franchises',
        data: {
          name: body.Name ?? business?.tradingName ?? business?.name ?? branch.name,
          branch: branch.id,
        },
        ...asCaller(user),
      })
      await payload.update({
        collection: 'business-branches',
        id: branch.id,
        data: { franchise: franchise.id },
        ...asCaller(user),
      })
      return withCount(payload, user, {
        ...franchise,
        branch: { ...branch, business: idOf(branch.business) },
      })
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/franchises/:id',
    summary: 'One franchise network',
    tag: 'Admin: franchises',
    access: 'admin',
    params: IdParams,
    response: FranchiseResponse,
    handler: async ({ payload, user, params }) =>
      withCount(
        payload,
        user,
        await readAsCaller(payload, user, 'franchises', params.id, 1, {
          notFound: `No franchise ${params.id}.`,
        }),
      ),
  }),
]
