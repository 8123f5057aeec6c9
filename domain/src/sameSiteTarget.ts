/**
 * Where to send a browser after a step that came with a target of its own (`/sign-in?next=…`): that target
 * only if it is a place on our own site, else `fallback`. Decided the way the browser will read it: parsed as
 * a URL against our origin (so `/\evil.example`, `//evil.example`, `https://evil.example`, `javascript:…`,
 * tabs and newlines inside, all read as the browser reads them), kept only when the origin is still ours,
 * and given back as its path, query and fragment. A path that would itself read as another host (`//…`, as
 * `/.//evil.example` becomes) is not followed either.
 */
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
