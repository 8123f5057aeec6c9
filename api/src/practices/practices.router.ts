import type { Payload } from 'payload'
import { z } from 'zod'

import { checkRole, readAsCaller, type User } from '@valuedesk/cms'
import { IdParams, ValuerResponse, ValuerUpdate, AppError } from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { fromValuerUpdate, toValuerResponse } from './practices.mapper.ts'

// Who sees which valuer is Payload's access: admins all, valuers their own practices', customers none (403).
const practice = (payload: Payload, user: User | null, id: string) =>
  readAsCaller(payload, user, 'practices', id, 0, { notFound: `No practice ${id}.` })

async function myRecord(payload: Payload, user: User, practiceId: number | string) {
  const { docs } = await payload.find({
    collection: 'practice-valuers',
    where: { practice: { equals: practiceId }, valuer: { equals: user.id } },
    limit: 1,
    ...asCaller(user),
  })
  return (
    docs[0] ??
    AppError.throwNotFound('You are not a valuer in this practice. An admin adds valuers to practices.')
  )
}

export const practicesRoutes = [
  defineRoute({
    method: 'get',
    path: '/practices/:id/valuers',
    summary: 'The valuers of a practice, with their licences and memberships',
    tag: 'Practices',
    access: 'authenticated',
    params: IdParams,
    response: z.array(ValuerResponse),
    handler: async ({ payload, user, params }) => {
      const found = await practice(payload, user, params.id)
      const { docs } = await payload.find({
        collection: 'practice-valuers',
        where: { practice: { equals: found.id } },
        sort: 'name',
        limit: 0,
        pagination: false,
        ...asCaller(user),
      })
      return docs.map(toValuerResponse)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/practices/:id/valuers/me',
    summary: 'Your own record as a valuer of this practice',
    tag: 'Practices',
    access: 'authenticated',
    params: IdParams,
    response: ValuerResponse,
    handler: async ({ payload, user, params }) =>
      toValuerResponse(await myRecord(payload, user!, (await practice(payload, user, params.id)).id)),
  }),
  defineRoute({
    method: 'put',
    path: '/practices/:id/valuers/me',
    summary:
      'Replaces your position in this practice (your licences and memberships are recorded by an admin)',
    tag: 'Practices',
    access: 'authenticated',
    params: IdParams,
    body: ValuerUpdate,
    response: ValuerResponse,
    handler: async ({ payload, user, params, body }) => {
      const record = await myRecord(payload, user!, (await practice(payload, user, params.id)).id)
      const data = fromValuerUpdate(body)
      // Licences and memberships are verified: an admin records them (field access would drop them unsaid).
      const before = toValuerResponse(record)
      const after = toValuerResponse({ ...record, ...data } as typeof record)
      const verified = (['Licences', 'Memberships'] as const).filter(
        (field) =>
          body[field] !== undefined && JSON.stringify(after[field]) !== JSON.stringify(before[field]),
      )
      if (verified.length > 0 && !checkRole(['admin'], user))
        throw AppError.forbidden(
          `${verified.join(' and ')}: an admin of the practice records these, after checking them with the licensing body.`,
        )
      return toValuerResponse(
        await payload.update({ collection: 'practice-valuers', id: record.id, data, ...asCaller(user) }),
      )
    },
  }),
]
