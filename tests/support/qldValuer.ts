import type { TestServer } from './testServer.ts'

/**
 * A valuer of the default practice, licensed in QLD (where the tests' orders are), signed in: their account,
 * token, and the id of their practice record (the `ValuerId` an admin assigns).
 */
export async function qldValuer(
  server: TestServer,
  email: string,
  names: { firstName?: string; lastName?: string } = {},
) {
  const valuer = await server.signIn(email, ['valuer'], names)
  const [practice] = (
    await server.payload.find({ collection: 'practices', where: { isDefault: { equals: true } } })
  ).docs
  const record = await server.payload.create({
    collection: 'practice-valuers',
    data: { practice: practice!.id, valuer: valuer.user.id, licences: [{ state: 'QLD', number: '4821' }] },
  })
  return { ...valuer, recordId: record.id }
}
