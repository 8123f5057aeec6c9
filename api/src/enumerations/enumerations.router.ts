import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@valuedesk/cms'
import {
  EnumerationCreate,
  EnumerationGroupSchema,
  EnumerationPatch,
  EnumerationValueSchema,
} from '@valuedesk/domain/enumerations'

import { AppError } from '@valuedesk/domain'
import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toEnumerationGroup, toEnumerationValue } from './enumerations.mapper.ts'

// Reads are anonymous (spec section 6); writes go through Payload's access, which allows admins only.
const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((text) => text === 'true')
const Key = z.object({ id: z.string().trim().min(1).max(200) })

async function byKey(payload: Payload, user: User | null, key: string) {
  const { docs } = await payload.find({
    collection: 'enumerations',
    where: { key: { equals: key } },
    limit: 1,
    ...asCaller(user, 1),
  })
  return docs[0] ?? AppError.throwNotFound(`No enumeration value ${key}.`)
}

async function parentOf(payload: Payload, user: User | null, parentKey: string | null | undefined) {
  if (parentKey === undefined) return undefined
  if (parentKey === null) return null
  return (
    await byKey(payload, user, parentKey).catch(() =>
      AppError.throwValidation({ ParentId: [`No enumeration value ${parentKey}.`] }),
    )
  ).id
}

const children = (payload: Payload, user: User | null, parentIds: (number | string)[], types?: string[]) =>
  payload.find({
    collection: 'enumerations',
    where: { and: [{ parent: { in: parentIds } }, ...(types?.length ? [{ type: { in: types } }] : [])] },
    sort: 'sortOrder',
    limit: 0,
    pagination: false,
    ...asCaller(user, 1),
  })

export const enumerationsRoutes = [
  defineRoute({
    method: 'get',
    path: '/enumerations/groups',
    summary: 'The groups of enumeration types',
    tag: 'Enumerations',
    access: 'anonymous',
    response: z.array(EnumerationGroupSchema),
    handler: async ({ payload, user }) =>
      (
        await payload.find({
          collection: 'enumeration-groups',
          sort: 'id',
          limit: 0,
          pagination: false,
          ...asCaller(user),
        })
      ).docs.map(toEnumerationGroup),
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/groups/:id',
    summary: 'One group of enumeration types',
    tag: 'Enumerations',
    access: 'anonymous',
    params: Key,
    response: EnumerationGroupSchema,
    handler: async ({ payload, user, params }) => {
      const { docs } = await payload.find({
        collection: 'enumeration-groups',
        where: { key: { equals: params.id } },
        limit: 1,
        ...asCaller(user),
      })
      return toEnumerationGroup(docs[0] ?? AppError.throwNotFound(`No enumeration group ${params.id}.`))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/:type/values',
    summary: 'The values of one enumeration type (embed=true adds each value’s children)',
    tag: 'Enumerations',
    access: 'anonymous',
    params: z.object({ type: z.string().trim().min(1).max(100) }),
    query: z.object({ embed: flag }),
    response: z.array(EnumerationValueSchema),
    handler: async ({ payload, user, params, query }) => {
      const { docs } = await payload.find({
        collection: 'enumerations',
        where: { type: { equals: params.type } },
        sort: 'sortOrder',
        limit: 0,
        pagination: false,
        ...asCaller(user, 1),
      })
      if (!docs.length) throw AppError.notFound(`No enumeration type "${params.type}".`)
      const values = docs.map(toEnumerationValue)
      if (!query.embed) return values
      const kids = (
        await children(
          payload,
          user,
          docs.map((doc) => doc.id),
        )
      ).docs.map(toEnumerationValue)
      return values.map((value) => ({
        ...value,
        Children: kids.filter((child) => child.ParentId === value.EnumerationId),
      }))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/:id/children',
    summary: 'The children of an enumeration value, optionally only of the given types (comma list)',
    tag: 'Enumerations',
    access: 'anonymous',
    params: Key,
    query: z.object({
      types: z
        .string()
        .max(500)
        .optional()
        .transform((text) =>
          text
            ?.split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
    }),
    response: z.array(EnumerationValueSchema),
    handler: async ({ payload, user, params, query }) =>
      (await children(payload, user, [(await byKey(payload, user, params.id)).id], query.types)).docs.map(
        toEnumerationValue,
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/:id',
    summary: 'One enumeration value',
    tag: 'Enumerations',
    access: 'anonymous',
    params: Key,
    response: EnumerationValueSchema,
    handler: async ({ payload, user, params }) => toEnumerationValue(await byKey(payload, user, params.id)),
  }),
  defineRoute({
    method: 'post',
    path: '/enumerations',
    summary: 'Adds a value to a list (admins); its EnumerationId is Type.Value',
    tag: 'Enumerations',
    access: 'authenticated',
    body: EnumerationCreate,
    response: EnumerationValueSchema,
    successStatus: 201,
    handler: async ({ payload, user, body }) => {
      const key = `${body.Type}.${body.Value}`
      const existing = await payload.count({ collection: 'enumerations', where: { key: { equals: key } } })
      if (existing.totalDocs > 0)
        throw AppError.validation({ Value: [`${body.Type} already has the value ${body.Value}.`] })
      const parent = await parentOf(payload, user, body.ParentId)
      const created = await payload.create({
        collection: 'enumerations',
        data: {
          key,
          type: body.Type,
          value: body.Value,
          label: body.Label,
          parent,
          inScope: body.InScope,
          sortOrder: body.SortOrder ?? 10_000,
        },
        ...asCaller(user, 1),
      })
      return toEnumerationValue(created)
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/enumerations/:id',
    summary: 'Relabels or moves a value (admins); built-in values keep their Type and Value',
    tag: 'Enumerations',
    access: 'authenticated',
    params: Key,
    body: EnumerationPatch,
    response: EnumerationValueSchema,
    handler: async ({ payload, user, params, body }) => {
      const doc = await byKey(payload, user, params.id)
      const parent = await parentOf(payload, user, body.ParentId)
      if (parent === doc.id) throw AppError.validation({ ParentId: ['A value cannot be its own parent.'] })
      const updated = await payload.update({
        collection: 'enumerations',
        id: doc.id,
        data: { label: body.Label, parent, inScope: body.InScope, sortOrder: body.SortOrder },
        ...asCaller(user, 1),
      })
      return toEnumerationValue(updated)
    },
  }),
]
