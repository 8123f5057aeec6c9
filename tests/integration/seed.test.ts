import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ emptyDatabase: true })
})
afterAll(() => server?.close())

describe('content seeding and migrations', () => {
  it('when the database was empty, then content/ is imported and published', async () => {
    const { docs } = await server.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      overrideAccess: false,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.layout[0]).toMatchObject({ blockType: 'hero', buttonHref: '/valuation' })
  })

  it('when the app boots again on the same database, then nothing is imported twice and no migration re-runs', async () => {
    const before = await Promise.all(
      (['pages', 'posts', 'faqs', 'products', 'media'] as const).map((collection) =>
        server.payload.count({ collection }),
      ),
    )
    const { bootPayload } = await import('@valuedesk/cms')
    await bootPayload({ runJobs: false })
    const after = await Promise.all(
      (['pages', 'posts', 'faqs', 'products', 'media'] as const).map((collection) =>
        server.payload.count({ collection }),
      ),
    )
    expect(after).toEqual(before)
    const { docs } = await server.payload.find({ collection: 'payload-migrations', limit: 0 })
    expect(new Set(docs.map((m) => m.name)).size).toBe(docs.length)
  })

  it('when a marketer edited and deleted pages, then a restart leaves their work alone', async () => {
    const { seedContent } = await import('@valuedesk/cms')
    await server.payload.update({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      data: { title: 'Edited' },
    })
    await server.payload.delete({ collection: 'pages', where: { slug: { equals: 'about' } } })
    await seedContent(server.payload)
    const { docs } = await server.payload.find({ collection: 'pages', limit: 0 })
    expect(docs.find((page) => page.slug === 'home')?.title).toBe('Edited')
    expect(docs.find((page) => page.slug === 'about')).toBeUndefined()
  })

  it('when an installation still shows words a release corrected, then a start replaces them, and only those', async () => {
    const { reviseSeededCopy } = await import('@valuedesk/cms')
    const completed = async () =>
      (await server.payload.find({ collection: 'pages', where: { slug: { equals: 'completed' } } })).docs[0]!
    const page = await completed()
    const hero = (fields: Record<string, string>) =>
      page.layout.map((block) => (block.blockType === 'hero' ? { ...block, ...fields } : block))
    const old = {
      heading: 'Success!',
      subheading:
        "We're on the case. Your request has been submitted — check your e-mail for payment confirmation and next steps.",
    }
    await server.payload.update({ collection: 'pages', id: page.id, data: { layout: hero(old) } })
    await reviseSeededCopy(server.payload)
    expect((await completed()).layout[0]).toMatchObject({ heading: 'Thank you for your order' })
    await server.payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: hero({ ...old, heading: 'All done!' }) },
    })
    await reviseSeededCopy(server.payload)
    expect((await completed()).layout[0]).toMatchObject({ heading: 'All done!' })
  })

  describe('an installation from before testimonials had a purpose and place, and the home page a preview', () => {
    const home = async () =>
      (await server.payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 0 }))
        .docs[0]!
    const testimonialsOf = (page: Awaited<ReturnType<typeof home>>) =>
      page.layout.flatMap((block) => (block.blockType === 'testimonials' ? (block.testimonials ?? []) : []))
    const blockTypes = async () => (await home()).layout.map((block) => block.blockType)
    beforeAll(async () => {
      // As the first import left it: the suburb in the role, no purpose, no preview.
      const page = await home()
      const imported: Record<string, string> = {
        'Karen M.': 'SMSF trustee, Toowoomba',
        'David L.': 'Accountant, Bunbury',
        'Priya S.': 'Beneficiary, Mandurah',
        'Geoff R.': 'SMSF trustee, Welshpool',
      }
      await server.payload.update({
        collection: 'pages',
        id: page.id,
        data: {
          layout: page.layout
            .filter((block) => block.blockType !== 'sampleReports')
            .map((block) =>
              block.blockType === 'testimonials'
                ? {
                    ...block,
                    testimonials: block.testimonials?.map((testimonial, index) => ({
                      ...testimonial,
                      role: index === 1 ? 'Chartered accountant' : imported[testimonial.name],
                      purpose: null,
                      suburb: null,
                      state: null,
                    })),
                  }
                : block,
            ),
        },
      })
      const { errors } = await server.payload.delete({
        collection: 'media',
        where: { filename: { equals: 'sample-residential-report-preview.webp' } },
      })
      expect(errors).toEqual([])
    })

    it('when it starts, then each testimonial still as imported gets its purpose and place, and only those', async () => {
      const { addHomeProof } = await import('@valuedesk/cms')
      await addHomeProof(server.payload)
      const [karen, david] = testimonialsOf(await home())
      expect(karen).toMatchObject({
        role: 'SMSF trustee',
        purpose: 'smsf-reporting',
        suburb: 'Toowoomba',
        state: 'QLD',
      })
      expect(david).toMatchObject({ role: 'Chartered accountant', purpose: null, suburb: null })
    })

    it('when it starts, then the home page gets the preview of the sample report once, after the block it follows', async () => {
      const types = await blockTypes()
      expect(types[types.indexOf('sampleReports') - 1]).toBe('valuableOpinions')
      const block = (await home()).layout.find((entry) => entry.blockType === 'sampleReports')
      expect(block).toMatchObject({ moreHref: '/sample-report', preview: expect.any(Number) })
      const page = await home()
      await server.payload.update({
        collection: 'pages',
        id: page.id,
        data: { layout: page.layout.filter((entry) => entry.blockType !== 'sampleReports') },
      })
      const { addHomeProof } = await import('@valuedesk/cms')
      await addHomeProof(server.payload)
      expect(await blockTypes()).not.toContain('sampleReports')
    })
  })

  it('when content is imported, then every page, post, FAQ, fee and sample report is there', async () => {
    const count = async (collection: 'pages' | 'posts' | 'faqs' | 'products') =>
      (await server.payload.count({ collection })).totalDocs
    expect(await count('posts')).toBeGreaterThanOrEqual(3)
    expect(await count('faqs')).toBeGreaterThanOrEqual(10)
    expect(await count('products')).toBe(7)
    const pdfs = await server.payload.find({
      collection: 'media',
      where: { mimeType: { equals: 'application/pdf' } },
    })
    expect(pdfs.docs.map((doc) => doc.filename).sort()).toEqual([
      'sample-commercial-report.pdf',
      'sample-residential-report.pdf',
    ])
    const header = await server.payload.findGlobal({ slug: 'header' })
    expect(header.navItems?.map((item) => item.label)).toEqual([
      'Pricing',
      'FAQ',
      'Contact Us',
      'How We Do It',
      'View Sample Report',
      'GET MY E-VALUATION',
    ])
  })
})
