/** Parsed as the browser reads it (`/\evil.example`, `//…`), kept only when the origin stays ours. */
export function sameSiteTarget(target: string | null | undefined, origin: string, fallback: string): string {
  if (!target) return fallback
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return fallback
  }
  if (url.origin !== new URL(origin).origin) return fallback
  const place = `${url.pathname}${url.search}${url.hash}`
  return place.startsWith('//') ? fallback : place
}
