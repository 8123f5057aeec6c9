import type { Payload, PayloadRequest } from 'payload'

import { printedCredentials, type ValuerLicence, type ValuerMembership } from '@valuedesk/domain'

import type { PracticeValuer } from '../payload-types.ts'

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

export const credentialsOf = (record: PracticeValuer | undefined) => ({
  licences: (record?.licences ?? []).map(({ state, number, expiresOn }): ValuerLicence => ({
    state,
    number,
    expiresOn: expiresOn ?? null,
  })),
  memberships: (record?.memberships ?? []).map(({ body, grade, number }): ValuerMembership => ({
    body,
    grade,
    number,
  })),
})

export const printedCredentialsOf = (
  record: PracticeValuer | undefined,
  propertyState: string | null,
  reportDate: string,
) => printedCredentials({ ...credentialsOf(record), propertyState, reportDate })
