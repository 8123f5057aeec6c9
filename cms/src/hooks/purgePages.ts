import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { pageCache } from '../cache/pageCache.ts'

/** The tags a document touches: the document itself and its collection's lists. */
const tagsOf = (collection: string, id: number | string) => [`${collection}:${id}`, collection]

/**
 * After a save that changes what the public sees (publish, unpublish, edit of published content,
 * delete), purge the pages that showed it. Draft saves change nothing public and purge nothing.
 */
export const purgePagesAfterChange: CollectionAfterChangeHook = ({ collection, doc, previousDoc }) => {
  const hasDrafts = Boolean(collection.versions?.drafts)
  const wasPublic = !hasDrafts || previousDoc?._status === 'published'
  const isPublic = !hasDrafts || doc._status === 'published'
  if (wasPublic || isPublic) pageCache.purge(tagsOf(collection.slug, doc.id))
  return doc
}

export const purgePagesAfterDelete: CollectionAfterDeleteHook = ({ collection, doc }) => {
  pageCache.purge(tagsOf(collection.slug, doc.id))
  return doc
}

export const purgePagesAfterGlobalChange: GlobalAfterChangeHook = ({ global, doc }) => {
  pageCache.purge([`global:${global.slug}`])
  return doc
}

export const purgeHooks = {
  afterChange: [purgePagesAfterChange],
  afterDelete: [purgePagesAfterDelete],
}
