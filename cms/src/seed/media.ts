import { readFileSync } from 'node:fs'
import type { Payload } from 'payload'

import { contentPath, listFiles, readJson } from './readContent.ts'

const mimeTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

// Ids are numbers on SQL databases (the generated types); MongoDB ids are strings at run time.
export type MediaIds = Map<string, number>

export async function seedMedia(
  payload: Payload,
  generated: { name: string; data: Buffer; alt: string }[],
): Promise<MediaIds> {
  const alts = readJson<Record<string, string>>('media', 'alt.json')
  const ids: MediaIds = new Map()
  const upload = async (name: string, data: Buffer, alt: string) => {
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: name } },
      limit: 1,
    })
    const extension = name.split('.').pop()!.toLowerCase()
    const doc =
      existing.docs[0] ??
      (await payload.create({
        collection: 'media',
        data: { alt },
        file: {
          name,
          data,
          mimetype: mimeTypes[extension] ?? 'application/octet-stream',
          size: data.byteLength,
        },
      }))
    ids.set(name, doc.id as number)
  }
  for (const name of listFiles('media', '')) {
    if (name === 'alt.json') continue
    await upload(name, readFileSync(contentPath('media', name)), alts[name] ?? name)
  }
  for (const file of generated) await upload(file.name, file.data, file.alt)
  return ids
}

/** The id of a content image by file name; a missing file is a content error worth stopping for. */
export function mediaId(ids: MediaIds, name: string | undefined | null): number | undefined {
  if (!name) return undefined
  const id = ids.get(name)
  if (id === undefined) throw new Error(`content refers to media "${name}", which is not in content/media/`)
  return id
}
