import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { idOf, idOrNull } from '@valuedesk/domain'

import type { PracticeValuer } from '../payload-types.ts'

/** A practice record signs with its own valuer's signature, never with one another valuer uploaded. */
export const ownSignatureOnly: CollectionBeforeChangeHook<PracticeValuer> = async ({
  data,
  originalDoc,
  req,
}) => {
  const signatureId = idOrNull(data.signature)
  if (signatureId === null || signatureId === idOrNull(originalDoc?.signature)) return data
  const valuerId = idOrNull(data.valuer ?? originalDoc?.valuer)
  const signature = await req.payload
    .findByID({ collection: 'signatures', id: signatureId, depth: 0, req })
    .catch(() => undefined)
  if (
    !signature ||
    signature.valuer === null ||
    signature.valuer === undefined ||
    idOf(signature.valuer) !== valuerId
  )
    throw new ValidationError({
      collection: 'practice-valuers',
      errors: [{ path: 'signature', message: 'Choose a signature this valuer uploaded.' }],
    })
  return data
}
