import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { LoadImage } from '@valuedesk/domain'

import { contentPath } from './readContent.ts'

const imagesDir = () => contentPath('samples', 'images')

/** Nothing outside content/samples/images is read. */
export const loadSampleImage: LoadImage = async (url) => {
  const name = /^sample:([\w.-]+)$/.exec(url)?.[1]
  if (!name) return undefined
  return readFile(path.join(imagesDir(), path.basename(name))).catch(() => undefined)
}
