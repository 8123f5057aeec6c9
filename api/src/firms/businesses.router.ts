import type { Where } from 'payload'
import { z } from 'zod'

import { readAsCaller } from '@valuedesk/cms'
import {
  BranchResponse,
  BranchSearchQuery,
  BusinessRequest,
  BusinessResponse,
  IdParams,
  pageOf,
} from '@valuedesk/domain'

import { asCaller, toPage } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toBranchResponse, toBusinessResponse } from './businesses.mapper.ts'
import { registerFirm } from './businesses.service.ts'

const searchWhere = (text: string | undefined): Where | undefined =>
  text
    ? {
        or: [
          { name: { like: text } },
          { suburb: { like: text } },
          { postcode: { equals: text } },
          { 'business.name': { like: text } },
          { 'business.tradingName': { like: text } },
        ],
      }
    : undefined

export const businessesRoutes = [
  defineRoute({
    method: 'get',
    path: '/businesses/branches',
    summary: 'Searches the branches you may see (admins: all) by branch, business, suburb or postcode',
    tag: 'Businesses',
    access: 'authenticated',
    query: BranchSearchQuery,
    response: pageOf(BranchResponse),
    handler: async ({ payload, user, query }) =>
      toPage(
        await payload.find({
          collection: 'business-branches',
          where: searchWhere(query.search),
          sort: 'name',
          page: query.page,
          limit: query.pageSize,
          ...asCaller(user, 1),
        }),
        toBranchResponse,
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/businesses/branches/:id',
    summary: 'One branch',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    response: BranchResponse,
    handler: async ({ payload, user, params }) =>
      toBranchResponse(
        await readAsCaller(payload, user, 'business-branches', params.id, 1, {
          notFound: `No branch ${params.id} that you may see.`,
        }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/businesses',
    summary: 'Registers your business (ABN checked) with its head office, and puts you in that office',
    tag: 'Businesses',
    access: 'authenticated',
    body: BusinessRequest,
    response: BusinessResponse,
    successStatus: 201,
    handler: async ({ payload, user, body }) => toBusinessResponse(await registerFirm(payload, user!, body)),
  }),
  defineRoute({
    method: 'get',
    path: '/businesses/:id',
    summary: 'One business',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    response: BusinessResponse,
    handler: async ({ payload, user, params }) =>
      toBusinessResponse(
        await readAsCaller(payload, user, 'businesses', params.id, 0, {
          notFound: `No business ${params.id} that you may see.`,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/businesses/:id/branches',
    summary: 'The branches of a business, head office first',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    response: z.array(BranchResponse),
    handler: async ({ payload, user, params }) => {
      const business = await readAsCaller(payload, user, 'businesses', params.id, 0, {
        notFound: `No business ${params.id} that you may see.`,
      })
      const { docs } = await payload.find({
        collection: 'business-branches',
        where: { business: { equals: business.id } },
        sort: ['-isHeadOffice', 'name'],
        limit: 0,
        pagination: false,
        ...asCaller(user, 1),
      })
      return docs.map(toBranchResponse)
    },
  }),
]
