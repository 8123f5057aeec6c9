import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { purgeEverywhere } from '../cache/purgeBroadcast.ts'

const tagsOf = (collection: string, id: number | string) => [`${collection}:${id}`, collection]

const purgePages = (req: PayloadRequest, tags: string[]) => purgeEverywhere(req, tags, { cdn: true })

/** Draft saves change nothing public and purge nothing. */
export const purgePagesAfterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  req,
}) => {
  const hasDrafts = Boolean(collection.versions?.drafts)
  const wasPublic = !hasDrafts || previousDoc?._status === 'published'
  const isPublic = !hasDrafts || doc._status === 'published'
  if (wasPublic || isPublic) await purgePages(req, tagsOf(collection.slug, doc.id))
  return doc
}

export const purgePagesAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await purgePages(req, tagsOf(collection.slug, doc.id))
  return doc
}

export const purgePagesAfterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await purgePages(req, [`global:${global.slug}`])
  return doc
}

export const purgeHooks = {
  afterChange: [purgePagesAfterChange],
  afterDelete: [purgePagesAfterDelete],
}
