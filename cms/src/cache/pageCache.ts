/**
 * Rendered HTML, kept per URL until the content it was made from changes. A page records the
 * content it read as tags ("pages:3", "products", "global:header"); a publish purges those tags,
 * so exactly the pages that showed the changed content render afresh on their next request.
 */
export type CachedPage = { body: string; headers: Record<string, string>; etag: string; tags: ReadonlySet<string> }

export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly listeners = new Set<(tags: readonly string[]) => void>()
  private readonly maxEntries: number

  constructor(maxEntries = 2000) {
    this.maxEntries = maxEntries
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

  set(url: string, entry: CachedPage): void {
    this.entries.delete(url)
    this.entries.set(url, entry)
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  /** Drops every page that used any of the tags; returns the URLs dropped. */
  purge(tags: readonly string[]): string[] {
    const wanted = new Set(tags)
    const dropped: string[] = []
    for (const [url, entry] of this.entries)
      if ([...entry.tags].some((tag) => wanted.has(tag))) {
        this.entries.delete(url)
        dropped.push(url)
      }
    for (const listener of this.listeners) listener(tags)
    return dropped
  }

  /** Other processes' caches subscribe here (scale-out): every purge is passed on. */
  onPurge(listener: (tags: readonly string[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get size(): number {
    return this.entries.size
  }
}

/** The process's one cache: filled by the site, purged by content hooks. */
export const pageCache = new PageCache()
