import type { Payload } from 'payload'
import { z } from 'zod'

import { readAsCaller, type User } from '@valuedesk/cms'
import {
  CountryPatch,
  CountryRequest,
  CountryResponse,
  IdParams,
  PostcodeParams,
  PostcodeRequest,
  ZonePatch,
  ZoneRequest,
  ZoneResponse,
  AppError,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toCountryResponse, toZoneResponse } from './geography.mapper.ts'

const country = (payload: Payload, user: User | null, id: string) =>
  readAsCaller(payload, user, 'countries', id, 0, { notFound: `No country ${id}.` })
const zone = (payload: Payload, user: User | null, id: string) =>
  readAsCaller(payload, user, 'zones', id, 0, { notFound: `No zone ${id}.` })
/** Payload refuses a duplicate code (unique index) with a 400: say which field and why. */
const codeTaken = (error: { status?: number }) => {
  throw error.status === 400
    ? AppError.validation({ Code: ['Another country already has this code.'] })
    : error
}

export const geographyRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/countries',
    summary: 'All countries',
    tag: 'Admin: geography',
    access: 'admin',
    response: z.array(CountryResponse),
    handler: async ({ payload, user }) =>
      (await payload.find({ collection: 'countries', sort: 'name', limit: 0, ...asCaller(user) })).docs.map(
        toCountryResponse,
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/countries',
    summary: 'Adds a country',
    tag: 'Admin: geography',
    access: 'admin',
    body: CountryRequest,
    response: CountryResponse,
    successStatus: 201,
    handler: async ({ payload, user, body }) =>
      toCountryResponse(
        await payload
          .create({ collection: 'countries', data: { name: body.Name, code: body.Code }, ...asCaller(user) })
          .catch(codeTaken),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/countries/:id',
    summary: 'One country',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    response: CountryResponse,
    handler: async ({ payload, user, params }) => toCountryResponse(await country(payload, user, params.id)),
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/countries/:id',
    summary: 'Changes a country',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    body: CountryPatch,
    response: CountryResponse,
    handler: async ({ payload, user, params, body }) => {
      await country(payload, user, params.id)
      return toCountryResponse(
        await payload
          .update({
            collection: 'countries',
            id: params.id,
            data: { name: body.Name, code: body.Code },
            ...asCaller(user),
          })
          .catch(codeTaken),
      )
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/countries/:id/zones',
    summary: 'The zones (states, territories) of a country',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    response: z.array(ZoneResponse),
    handler: async ({ payload, user, params }) => {
      await country(payload, user, params.id)
      return (
        await payload.find({
          collection: 'zones',
          where: { country: { equals: params.id } },
          sort: 'name',
          limit: 0,
          ...asCaller(user),
        })
      ).docs.map(toZoneResponse)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/countries/:id/zones',
    summary: 'Adds a zone to a country',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    body: ZoneRequest,
    response: ZoneResponse,
    successStatus: 201,
    handler: async ({ payload, user, params, body }) => {
      const parent = await country(payload, user, params.id)
      return toZoneResponse(
        await payload.create({
          collection: 'zones',
          data: { name: body.Name, code: body.Code, country: parent.id, postcodes: [] },
          ...asCaller(user),
        }),
      )
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/zones/:id',
    summary: 'One zone',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    response: ZoneResponse,
    handler: async ({ payload, user, params }) => toZoneResponse(await zone(payload, user, params.id)),
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/zones/:id',
    summary: 'Changes a zone',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    body: ZonePatch,
    response: ZoneResponse,
    handler: async ({ payload, user, params, body }) => {
      await zone(payload, user, params.id)
      return toZoneResponse(
        await payload.update({
          collection: 'zones',
          id: params.id,
          data: { name: body.Name, code: body.Code },
          ...asCaller(user),
        }),
      )
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/zones/:id/postcodes',
    summary: 'The postcodes of a zone',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    response: z.array(z.object({ Postcode: z.string() })),
    handler: async ({ payload, user, params }) =>
      ((await zone(payload, user, params.id)).postcodes ?? []).map((postcode) => ({ Postcode: postcode })),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/zones/:id/postcodes',
    summary: 'Adds a postcode to a zone',
    tag: 'Admin: geography',
    access: 'admin',
    params: IdParams,
    body: PostcodeRequest,
    response: z.object({ Postcode: z.string() }),
    successStatus: 201,
    errors: [409],
    handler: async ({ payload, user, params, body }) => {
      const found = await zone(payload, user, params.id)
      if (found.postcodes?.includes(body.Postcode))
        throw AppError.conflict(`${body.Postcode} is already in ${found.name}.`)
      await payload.update({
        collection: 'zones',
        id: found.id,
        data: { postcodes: [...(found.postcodes ?? []), body.Postcode].sort() },
        ...asCaller(user),
      })
      return { Postcode: body.Postcode }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/zones/:id/postcodes/:postcode',
    summary: 'Removes a postcode from a zone',
    tag: 'Admin: geography',
    access: 'admin',
    params: PostcodeParams,
    handler: async ({ payload, user, params }) => {
      const found = await zone(payload, user, params.id)
      if (!found.postcodes?.includes(params.postcode))
        throw AppError.notFound(`${params.postcode} is not in ${found.name}.`)
      await payload.update({
        collection: 'zones',
        id: found.id,
        data: { postcodes: found.postcodes.filter((postcode) => postcode !== params.postcode) },
        ...asCaller(user),
      })
    },
  }),
]
