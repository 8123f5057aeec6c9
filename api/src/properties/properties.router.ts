import { z } from 'zod'

import {
  detailsFormKeys,
  detailsSchemas,
  IdParams,
  PropertyPatch,
  PropertySnapshotResponse,
  type DetailsForm,
  AppError,
} from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toSnapshotResponse } from './snapshots.mapper.ts'
import type { Payload } from 'payload'
import { changeProperty, readAsCaller, type User } from '@valuedesk/cms'

const FormParams = z.object({ form: z.enum(detailsFormKeys), id: IdParams.shape.id })
const Details = z.object({
  PropertySnapshotId: z.union([z.number(), z.string()]),
  Form: z.enum(detailsFormKeys),
  Details: z.record(z.string(), z.unknown()),
})

// Read through Payload's access; changed only through the lifecycle's changeProperty.
const snapshot = (payload: Payload, user: User | null, id: string) =>
  readAsCaller(payload, user, 'property-snapshots', id, 0, {
    notFound: `No property ${id} that you may see.`,
  })

async function ofForm(payload: Payload, user: User | null, id: string, form: DetailsForm) {
  const found = await snapshot(payload, user, id)
  if (found.detailsForm !== form)
    throw AppError.notFound(`Property ${id} has ${found.detailsForm ?? 'no'} details, not ${form}.`)
  return found
}

export const propertiesRoutes = [
  defineRoute({
    method: 'get',
    path: '/properties/:id',
    summary: 'A property snapshot: address, classification and details',
    tag: 'Properties',
    access: 'authenticated',
    params: IdParams,
    response: PropertySnapshotResponse,
    handler: async ({ payload, user, params }) =>
      toSnapshotResponse(await snapshot(payload, user, params.id)),
  }),
  defineRoute({
    method: 'patch',
    path: '/properties/:id',
    summary: 'Corrects a property’s address details',
    tag: 'Properties',
    access: 'authenticated',
    // Once ordered, the property stays as ordered for the customer; its valuer corrects it until delivery.
    errors: [409],
    params: IdParams,
    body: PropertyPatch,
    response: PropertySnapshotResponse,
    // changeProperty reads the property as the caller (a 404 for one they may not see).
    handler: async ({ payload, user, params, body }) => {
      const address = body.AddressDetails ?? {}
      const data = {
        address: address.Address,
        street: address.Street,
        suburb: address.Suburb,
        state: address.State,
        postcode: address.Postcode,
        latitude: address.Latitude,
        longitude: address.Longitude,
        positionSource:
          address.PositionSource ??
          (address.Latitude !== undefined || address.Longitude !== undefined ? 'suburb' : undefined),
      }
      return toSnapshotResponse(await changeProperty(payload, user, params.id, data))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/properties/:form/:id',
    summary: 'A property’s details of its class (residential, commercial, industrial, retail, rural)',
    tag: 'Properties',
    access: 'authenticated',
    params: FormParams,
    response: Details,
    handler: async ({ payload, user, params }) => {
      const found = await ofForm(payload, user, params.id, params.form)
      return {
        PropertySnapshotId: found.id,
        Form: params.form,
        Details: (found.details as Record<string, unknown> | null) ?? {},
      }
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/properties/:form/:id',
    summary: 'Changes some of a property’s class details (checked by the class’s rules)',
    tag: 'Properties',
    access: 'authenticated',
    errors: [409],
    params: FormParams,
    response: Details,
    body: z.record(z.string(), z.unknown()),
    handler: async ({ payload, user, params, body }) => {
      const found = await ofForm(payload, user, params.id, params.form)
      const merged = { ...((found.details as Record<string, unknown> | null) ?? {}), ...body }
      const parsed = (detailsSchemas[params.form] as z.ZodObject).strict().safeParse(merged)
      if (!parsed.success)
        throw AppError.validation(
          Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.') || '$', [issue.message]]),
          ),
        )
      const updated = await changeProperty(payload, user, found.id, { details: parsed.data })
      return {
        PropertySnapshotId: updated.id,
        Form: params.form,
        Details: updated.details as Record<string, unknown>,
      }
    },
  }),
]
