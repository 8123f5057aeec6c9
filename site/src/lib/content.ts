import type { AstroGlobal } from 'astro'

import { reportStatus, trackRecord, type TrackRecord, DAY_MS, HOUR_MS } from '@valuedesk/domain'
import type { Faq, Footer, Header, Page, Post, Practice, Product, SiteSetting } from '@valuedesk/cms'

type Astro = Pick<AstroGlobal, 'locals'>

/** The record as last counted, per Payload instance (tests run several in one process). */
const trackRecords = new WeakMap<object, { at: number; record: TrackRecord | null }>()
const TRACK_RECORD_MAX_AGE_MS = HOUR_MS

/** Published only (drafts in preview), as the public, each read recorded as a cache tag. */
export function content(astro: Astro) {
  const { payload, cacheTags, preview, editor } = astro.locals
  const tag = (...tags: string[]) => tags.forEach((t) => cacheTags.add(t))
  const options = { overrideAccess: false, draft: preview, user: editor, depth: 2 } as const

  return {
    async page(slug: string): Promise<Page | undefined> {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        limit: 1,
        ...options,
      })
      // A page not found yet is tagged by its slug, so publishing it makes it appear.
      tag(docs[0] ? `pages:${docs[0].id}` : 'pages', 'media')
      return docs[0]
    },
    async posts(page: number, limit = 9) {
      tag('posts', 'categories', 'media')
      return payload.find({ collection: 'posts', sort: '-publishedAt', page, limit, ...options })
    },
    async post(id: string): Promise<Post | undefined> {
      tag(`posts:${id}`, 'categories', 'media')
      const valid = /^[\w-]{1,64}$/.test(id)
      if (!valid) return undefined
      const { docs } = await payload.find({
        collection: 'posts',
        where: { id: { equals: id } },
        limit: 1,
        ...options,
      })
      return docs[0]
    },
    async faqs(): Promise<Faq[]> {
      tag('faqs')
      return (await payload.find({ collection: 'faqs', sort: 'order', limit: 200, ...options })).docs
    },
    async products(): Promise<Product[]> {
      tag('products')
      return (
        await payload.find({
          collection: 'products',
          where: { active: { equals: true } },
          sort: 'order',
          limit: 100,
          ...options,
        })
      ).docs
    },
    /** The practice new orders go to: the order wizard's client configuration. */
    async defaultPracticeId(): Promise<number | null> {
      tag('practices')
      const { docs } = await payload.find({
        collection: 'practices',
        where: { isDefault: { equals: true } },
        limit: 1,
        ...options,
        depth: 0,
      })
      return docs[0]?.id ?? null
    },
    /** Printed on each report, so read here for everyone; nothing else of the practice is. */
    async practiceStanding(): Promise<Pick<Practice, 'indemnityStatement' | 'liabilityScheme'> | null> {
      tag('practices')
      const { docs } = await payload.find({
        collection: 'practices',
        where: { isDefault: { equals: true } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { indemnityStatement: true, liabilityScheme: true },
      })
      return docs[0] ?? null
    },
    /** Hourly, not a cache tag: a valuer's every save of a report would purge the home page. */
    async trackRecord(): Promise<TrackRecord | null> {
      const kept = trackRecords.get(payload)
      if (kept && Date.now() - kept.at < TRACK_RECORD_MAX_AGE_MS) return kept.record
      const since = new Date(Date.now() - 365 * DAY_MS).toISOString()
      const { docs } = await payload.find({
        collection: 'reports',
        where: {
          version: { equals: 1 },
          status: { in: [reportStatus.final, reportStatus.superseded] },
          completedAt: { greater_than: since },
        },
        limit: 5000,
        depth: 1,
        overrideAccess: true,
        select: { completedAt: true, valuation: true },
        populate: { valuations: { dueAt: true } },
      })
      const record = trackRecord(
        docs.flatMap((report) =>
          typeof report.valuation === 'object' && report.valuation?.dueAt && report.completedAt
            ? [{ dueAt: report.valuation.dueAt, deliveredAt: report.completedAt }]
            : [],
        ),
      )
      trackRecords.set(payload, { at: Date.now(), record })
      return record
    },
    async header(): Promise<Header> {
      tag('global:header')
      return payload.findGlobal({ slug: 'header', ...options })
    },
    async footer(): Promise<Footer> {
      tag('global:footer')
      return payload.findGlobal({ slug: 'footer', ...options })
    },
    async settings(): Promise<SiteSetting> {
      tag('global:site-settings', 'media')
      return payload.findGlobal({ slug: 'site-settings', ...options })
    },
  }
}
