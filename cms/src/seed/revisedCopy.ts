import type { Payload } from 'payload'

/** Only where they still read exactly as imported: a marketer's own edit is never touched. */
const revisions = [
  {
    // "Check your e-mail for payment confirmation" was wrong beside a bank transfer still awaited.
    page: 'completed',
    block: 'hero',
    was: {
      heading: 'Success!',
      subheading:
        "We're on the case. Your request has been submitted — check your e-mail for payment confirmation and next steps.",
    },
    now: {
      heading: 'Thank you for your order',
      subheading: 'Your order, its tax invoice and where its payment stands are below.',
    },
  },
] as const

export async function reviseSeededCopy(payload: Payload): Promise<void> {
  for (const revision of revisions) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: revision.page } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const page = docs[0]
    const layout = page?.layout ?? []
    const stale = (block: (typeof layout)[number]) =>
      block.blockType === revision.block &&
      Object.entries(revision.was).every(
        ([field, text]) => (block as unknown as Record<string, unknown>)[field] === text,
      )
    if (!page || !layout.some(stale)) continue
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: {
        layout: layout.map((block) => (stale(block) ? { ...block, ...revision.now } : block)),
      },
      overrideAccess: true,
    })
    payload.logger.info(`Revised the imported words of the ${revision.page} page's ${revision.block}.`)
  }
}
