/** A publish purges a page's tags, so exactly the pages showing changed content render afresh. */
export type CachedPage = {
  body: string
  headers: Record<string, string>
  etag: string
  tags: ReadonlySet<string>
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly maxEntries: number
  private purges = 0
  private readonly followers: ((tags: readonly string[]) => void)[] = []

  constructor(maxEntries = 2000) {
    this.maxEntries = maxEntries
  }

  /** Changes with every purge: a page rendered across one may hold what that purge removed. */
  get version(): number {
    return this.purges
  }

  get(url: string): CachedPage | undefined {
    const entry = this.entries.get(url)
    if (entry) {
      // Least recently used goes first when full: re-insert to mark as recent.
      this.entries.delete(url)
      this.entries.set(url, entry)
    }
    return entry
  }

  /** A purge in the meantime may have replaced content the page read. */
  set(url: string, entry: CachedPage, renderedSince = this.purges): void {
    if (renderedSince !== this.purges) return
    this.entries.delete(url)
    this.entries.set(url, entry)
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  follow(follower: (tags: readonly string[]) => void): void {
    this.followers.push(follower)
  }

  purge(tags: readonly string[]): string[] {
    this.purges++
    for (const follower of this.followers) follower(tags)
    const wanted = new Set(tags)
    const dropped: string[] = []
    for (const [url, entry] of this.entries)
      if ([...entry.tags].some((tag) => wanted.has(tag))) {
        this.entries.delete(url)
        dropped.push(url)
      }
    return dropped
  }

  get size(): number {
    return this.entries.size
  }
}

export const pageCache = new PageCache()
