import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { idOrNull } from '@valuedesk/domain'

import { checkRole } from '../access/index.ts'
import type { PracticeValuer } from '../payload-types.ts'

type Licences = PracticeValuer['licences']

const licenceKey = (licences: Licences | undefined) =>
  JSON.stringify(
    (licences ?? []).map(({ state, number, expiresOn }) => [state, number, expiresOn?.slice(0, 10) ?? null]),
  )

const refuse = (message: string) =>
  new ValidationError({ collection: 'practice-valuers', errors: [{ path: 'signatureVerified', message }] })

/** A change of signature or licences clears it, whoever makes it. */
export const signatureVerification: CollectionBeforeChangeHook<PracticeValuer> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const before = operation === 'update' ? originalDoc : undefined
  const signature = 'signature' in data ? idOrNull(data.signature) : idOrNull(before?.signature)
  const licences = 'licences' in data ? data.licences : before?.licences
  const wasVerified = Boolean(before?.signatureVerified)
  const changed =
    idOrNull(before?.signature) !== signature || licenceKey(before?.licences) !== licenceKey(licences)
  // Only an admin (or the system) verifies: anyone else's value is not a request to change it.
  const mayVerify = !req.user || checkRole(['admin'], req.user)
  const asked = mayVerify ? (data.signatureVerified ?? wasVerified) : wasVerified
  const verified = asked && !(wasVerified && changed)
  if (!verified) return { ...data, signatureVerified: false, verifiedBy: null, verifiedAt: null }
  if (wasVerified) return data
  if (signature === null) throw refuse('The valuer has no signature to verify: they upload it first.')
  if (!licences?.length)
    throw refuse('Record the valuer’s licences before verifying them with the signature.')
  return {
    ...data,
    signatureVerified: true,
    verifiedBy: req.user?.id ?? null,
    verifiedAt: new Date().toISOString(),
  }
}
