import type { RequiredDataFromCollectionSlug } from 'payload'

import type { TestServer } from './testServer.ts'
import { verifiedSignature } from './verifiedSignature.ts'

type PracticeRecord = Partial<Omit<RequiredDataFromCollectionSlug<'practice-valuers'>, 'valuer'>>

/** The practice a new installation starts with, where orders go unless they name another. */
export async function defaultPractice(server: TestServer) {
  const { docs } = await server.payload.find({
    collection: 'practices',
    where: { isDefault: { equals: true } },
  })
  return docs[0]!
}

/**
 * A valuer, signed in, with a record in the default practice licensed in QLD (where the tests' orders are):
 * their account, token and record (its id is the `ValuerId` an admin assigns). The record's fields given
 * (another practice, other licences, a position) replace the defaults; `signed` gives it a signature verified
 * with the licences, which completing a report needs.
 */
export async function licensedValuer(
  server: TestServer,
  email: string,
  options: { firstName?: string; lastName?: string; signed?: boolean } & PracticeRecord = {},
) {
  const { firstName, lastName, signed = false, practice, licences, ...fields } = options
  const names = { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }
  const valuer = await server.signIn(email, ['valuer'], names)
  const record = await server.payload.create({
    collection: 'practice-valuers',
    data: {
      ...fields,
      practice: practice ?? (await defaultPractice(server)).id,
      valuer: valuer.user.id,
      licences: licences ?? [{ state: 'QLD', number: '4821' }],
      ...(signed ? await verifiedSignature(server.payload, valuer.user.id) : {}),
    },
  })
  return { ...valuer, record }
}

/** Jane Citizen, the tests' valuer: licensed in QLD, her signature verified. */
export const licensedJane = (server: TestServer) =>
  licensedValuer(server, 'jane@example.com', { firstName: 'Jane', lastName: 'Citizen', signed: true })
