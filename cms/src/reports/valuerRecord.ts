import type { Payload, PayloadRequest } from 'payload'

/** The valuer's record in a practice: the position, licences and memberships a report's signature relies on. */
export async function valuerRecordOf(
  payload: Payload,
  practiceId: number | string | null,
  valuerId: number | string | null,
  req?: PayloadRequest,
) {
  if (practiceId === null || valuerId === null) return undefined
  const { docs } = await payload.find({
    collection: 'practice-valuers',
    where: { practice: { equals: practiceId }, valuer: { equals: valuerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}
