import type { Payload } from 'payload'

import type { Page } from '../payload-types.ts'
import type { MarkdownToLexical } from '../richText/markdown.ts'
import { mediaId, type MediaIds } from './media.ts'
import { listFiles, readJson } from './readContent.ts'
import { sampleReportFile } from './sampleReports.ts'

type Json = Record<string, unknown>
type PageFile = { title: string; slug: string; meta?: Json & { image?: string }; layout: Json[] }

/** Content files name images and samples by file and write rich text as Markdown; the CMS wants ids and Lexical. */
function toBlock(block: Json, media: MediaIds, toLexical: MarkdownToLexical): Json {
  const list = (key: string) => (block[key] as Json[] | undefined) ?? []
  switch (block.blockType) {
    case 'hero':
      return { ...block, backgroundImage: mediaId(media, block.backgroundImage as string) }
    case 'membershipLogos':
      return {
        ...block,
        logos: list('logos').map((logo) => ({ ...logo, image: mediaId(media, logo.image as string) })),
      }
    case 'directors':
      return {
        ...block,
        directors: list('directors').map((director) => ({
          ...director,
          photo: mediaId(media, director.photo as string),
        })),
      }
    case 'richText':
      return { ...block, content: toLexical(block.content as string) }
    case 'sampleReports':
      return {
        ...block,
        preview: mediaId(media, block.preview as string | undefined),
        reports: list('reports').map((report) => ({
          label: report.label,
          file: mediaId(media, sampleReportFile(report.sample as string)),
        })),
      }
    case 'propertyTypes':
      return {
        ...block,
        image: mediaId(media, block.image as string),
        classes: list('classes').map((group) => ({
          name: group.name,
          types: (group.types as string[]).map((type) => ({ type })),
        })),
      }
    default:
      return block
  }
}

export async function seedPages(payload: Payload, media: MediaIds, toLexical: MarkdownToLexical) {
  for (const file of listFiles('pages', '.json')) {
    const page = readJson<PageFile>('pages', file)
    const existing = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug } } })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'pages',
      data: {
        title: page.title,
        slug: page.slug,
        meta: { ...page.meta, image: mediaId(media, page.meta?.image) },
        layout: page.layout.map((block) => toBlock(block, media, toLexical)) as unknown as Page['layout'],
        _status: 'published',
      },
    })
  }
}
