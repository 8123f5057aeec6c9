import type { CollectionBeforeChangeHook } from 'payload'

import { idOf } from '@valuedesk/domain'

/** Shows the valuer's name in lists and relationship pickers. */
export const nameFromValuer: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const valuerId = data.valuer ?? originalDoc?.valuer
  if (!valuerId) return data
  const valuer = await req.payload.findByID({
    collection: 'users',
    id: idOf(valuerId),
    depth: 0,
    req,
  })
  return { ...data, name: [valuer.firstName, valuer.lastName].filter(Boolean).join(' ') || valuer.email }
}
