import { describe, expect, it } from 'vitest'

import { bucketFolders } from './uploadStorage.ts'

describe('upload storage', () => {
  it('when a collection takes uploads, then it has its folder in the bucket, so its files go there too', async () => {
    const config = await (await import('../payload.config.ts')).default
    const uploadCollections = config.collections
      .filter((collection) => collection.upload)
      .map((collection) => collection.slug)
    expect(uploadCollections.sort()).toEqual(Object.keys(bucketFolders).sort())
  }, 60_000)
})
