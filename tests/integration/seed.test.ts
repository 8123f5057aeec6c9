import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('content seeding and migrations', () => {
  it('when the database was empty, then content/ is imported and published', async () => {
    const { docs } = await server.payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, overrideAccess: false })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.hero.heading).toMatch(/valuation/i)
  })

  it('when the app boots again on the same database, then nothing is imported twice and no migration re-runs', async () => {
    const { bootPayload } = await import('@valuedesk/cms')
    await bootPayload()
    expect((await server.payload.count({ collection: 'pages' })).totalDocs).toBe(1)
    const { docs } = await server.payload.find({ collection: 'payload-migrations', limit: 0 })
    expect(new Set(docs.map((m) => m.name)).size).toBe(docs.length)
  })

  it('when a marketer deleted every page, then a restart does not bring them back', async () => {
    const { seedContent } = await import('@valuedesk/cms/seed/index')
    await server.payload.update({ collection: 'pages', where: { slug: { equals: 'home' } }, data: { title: 'Edited' } })
    await seedContent(server.payload)
    const { docs } = await server.payload.find({ collection: 'pages' })
    expect(docs.map((page) => page.title)).toEqual(['Edited'])
  })
})
