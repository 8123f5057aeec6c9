import { z } from 'zod'

import { EnumerationGroupSchema, enumerationGroups, EnumerationValueSchema, enumerationValues, type EnumerationValue } from '@valuedesk/domain/enumerations'

import { AppError } from '../http/AppError.ts'
import { defineRoute } from '../http/route.ts'

const withChildren = (item: EnumerationValue): EnumerationValue => ({ ...item, Children: enumerationValues.filter((child) => child.ParentId === item.EnumerationId) })
const flag = z.enum(['true', 'false']).default('false').transform((text) => text === 'true')

export const enumerationsRoutes = [
  defineRoute({
    method: 'get',
    path: '/enumerations/groups',
    summary: 'The groups of enumeration types',
    tag: 'Enumerations',
    access: 'anonymous',
    response: z.array(EnumerationGroupSchema),
    handler: () => enumerationGroups,
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/groups/:id',
    summary: 'One group of enumeration types',
    tag: 'Enumerations',
    access: 'anonymous',
    params: z.object({ id: z.string().max(100) }),
    response: EnumerationGroupSchema,
    handler: ({ params }) => enumerationGroups.find((group) => group.GroupId === params.id) ?? AppError.throwNotFound('No such enumeration group.'),
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/:type/values',
    summary: 'The values of one enumeration type (embed=true adds each value’s children)',
    tag: 'Enumerations',
    access: 'anonymous',
    params: z.object({ type: z.string().max(100) }),
    query: z.object({ embed: flag }),
    response: z.array(EnumerationValueSchema),
    handler: ({ params, query }) => {
      const values = enumerationValues.filter((item) => item.Type === params.type)
      if (!values.length) throw AppError.notFound(`No enumeration type "${params.type}".`)
      return query.embed ? values.map(withChildren) : values
    },
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/:id/children',
    summary: 'The children of an enumeration value, optionally only of the given types (comma list)',
    tag: 'Enumerations',
    access: 'anonymous',
    params: z.object({ id: z.string().max(200) }),
    query: z.object({ types: z.string().max(500).optional().transform((text) => text?.split(',').map((t) => t.trim()).filter(Boolean)) }),
    response: z.array(EnumerationValueSchema),
    handler: ({ params, query }) => {
      if (!enumerationValues.some((item) => item.EnumerationId === params.id)) throw AppError.notFound('No such enumeration value.')
      return enumerationValues.filter((item) => item.ParentId === params.id && (!query.types?.length || query.types.includes(item.Type)))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/enumerations/:id',
    summary: 'One enumeration value',
    tag: 'Enumerations',
    access: 'anonymous',
    params: z.object({ id: z.string().max(200) }),
    response: EnumerationValueSchema,
    handler: ({ params }) => enumerationValues.find((item) => item.EnumerationId === params.id) ?? AppError.throwNotFound('No such enumeration value.'),
  }),
]
