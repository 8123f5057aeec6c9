import { readFileSync } from 'node:fs'
import type { Payload } from 'payload'

import type { Page } from '../payload-types.ts'
import { contentPath, readJson } from './readContent.ts'
import { sampleReportFile, samplePreview } from './sampleReports.ts'

type Json = Record<string, unknown>
type Block = Page['layout'][number]
type Testimonial = NonNullable<Extract<Block, { blockType: 'testimonials' }>['testimonials']>[number]

const importedRoles: Record<string, string> = {
  'Karen M.': 'SMSF trustee, Toowoomba',
  'David L.': 'Accountant, Bunbury',
  'Priya S.': 'Beneficiary, Mandurah',
  'Geoff R.': 'SMSF trustee, Welshpool',
}

const homeContent = () => readJson<{ layout: Json[] }>('pages', 'home.json').layout
const blockOf = (type: string) => homeContent().find((block) => block.blockType === type)

/** An imported testimonial that still reads as imported and has no purpose or place: given those of content/. */
function withPurposeAndPlace(testimonial: Testimonial): Testimonial | undefined {
  const now = ((blockOf('testimonials')?.testimonials as Json[] | undefined) ?? []).find(
    (candidate) => candidate.name === testimonial.name && candidate.quote === testimonial.quote,
  )
  const untouched =
    importedRoles[testimonial.name] === testimonial.role &&
    !testimonial.purpose &&
    !testimonial.suburb &&
    !testimonial.state
  return now && untouched ? ({ ...testimonial, ...now } as Testimonial) : undefined
}

const mediaIdOf = async (payload: Payload, filename: string) =>
  (
    await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]?.id as number | undefined

/** Once only: the uploaded picture marks it done, so a block an editor removes stays removed. */
async function samplePreviewBlock(payload: Payload, layout: Block[]): Promise<Block[] | undefined> {
  if (await mediaIdOf(payload, samplePreview.file)) return undefined
  const alts = readJson<Record<string, string>>('media', 'alt.json')
  const data = readFileSync(contentPath('media', samplePreview.file))
  const preview = await payload.create({
    collection: 'media',
    data: { alt: alts[samplePreview.file] ?? '' },
    file: { name: samplePreview.file, data, mimetype: 'image/webp', size: data.byteLength },
    overrideAccess: true,
  })
  const content = blockOf('sampleReports')
  if (!content || layout.some((block) => block.blockType === 'sampleReports')) return undefined
  const reports = []
  for (const report of (content.reports as Json[] | undefined) ?? []) {
    const file = await mediaIdOf(payload, sampleReportFile(report.sample as string))
    if (file) reports.push({ label: report.label as string, file })
  }
  if (!reports.length) return undefined
  const block = { ...content, preview: preview.id, reports } as unknown as Block
  const types = homeContent().map((entry) => entry.blockType)
  const before = types[types.indexOf('sampleReports') - 1]
  const at = layout.findIndex((entry) => entry.blockType === before)
  return at < 0 ? [...layout, block] : [...layout.slice(0, at + 1), block, ...layout.slice(at + 1)]
}

/** An editor's own words and choices are never touched. */
export async function addHomeProof(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'home' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page) return
  let revised = false
  const layout = page.layout.map((block) => {
    if (block.blockType !== 'testimonials') return block
    return {
      ...block,
      testimonials: block.testimonials?.map((testimonial) => {
        const now = withPurposeAndPlace(testimonial)
        revised ||= Boolean(now)
        return now ?? testimonial
      }),
    }
  })
  const withPreview = await samplePreviewBlock(payload, layout)
  if (!revised && !withPreview) return
  await payload.update({
    collection: 'pages',
    id: page.id,
    data: { layout: withPreview ?? layout },
    overrideAccess: true,
  })
  const done = [
    revised && 'gave its testimonials their purpose and place',
    withPreview && 'added the sample report’s preview',
  ]
  payload.logger.info(`Home page: ${done.filter(Boolean).join(' and ')}.`)
}
