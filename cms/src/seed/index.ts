import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import { rootDir } from '../env.ts'
import type { Page } from '../payload-types.ts'

const contentDir = path.join(rootDir, 'content')

type PageSeed = Omit<Page, 'id' | 'createdAt' | 'updatedAt' | '_status'>

function readJsonFolder<T>(folder: string): T[] {
  const dir = path.join(contentDir, folder)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T)
}

/**
 * Imports content/ into an empty database. "Empty" means no page exists yet, so content a marketer
 * deleted on purpose never comes back; each page is created only if its slug is free, so an import
 * that was interrupted completes on the next start.
 */
export async function seedContent(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) return
  payload.logger.info('Empty database: importing content/')
  for (const page of readJsonFolder<PageSeed>('pages')) {
    const existing = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug } }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'pages', data: { ...page, _status: 'published' }, overrideAccess: true })
  }
}
