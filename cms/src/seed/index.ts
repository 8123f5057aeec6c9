import type { Payload } from 'payload'

import { seedFaqs, seedPractices, seedProducts } from './catalogue.ts'
import { seedGeography } from './geography.ts'
import { seedGlobals } from './globals.ts'
import { markdownConverter } from '../richText/markdown.ts'
import { seedMedia } from './media.ts'
import { seedPages } from './pages.ts'
import { renderSampleReport, sampleReportFile } from './sampleReports.ts'
import { seedPosts } from './posts.ts'
import { listFiles } from './readContent.ts'

/** "Empty" means no page yet, so deleted content never comes back; an interrupted import completes. */
export async function seedContent(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'pages' })
  if (totalDocs > 0) return
  payload.logger.info('Empty database: importing content/')
  // The sample reports on the site are rendered by the same engine as a valuer's report.
  const samples = await Promise.all(
    listFiles('samples', '.json').map(async (file) => {
      const name = file.replace(/\.json$/, '')
      return {
        name: sampleReportFile(name),
        data: await renderSampleReport(name),
        alt: `Sample ${name} desktop valuation report (PDF)`,
      }
    }),
  )
  const toLexical = await markdownConverter(payload)
  const media = await seedMedia(payload, samples)
  await seedProducts(payload)
  await seedPractices(payload)
  await seedGeography(payload)
  await seedFaqs(payload, toLexical)
  await seedGlobals(payload)
  await seedPosts(payload, media, toLexical)
  await seedPages(payload, media, toLexical)
}
