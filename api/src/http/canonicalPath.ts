import type { RequestHandler } from 'express'

/** RFC 3986's pchar, / and %, and [ ] (Next's chunk names); URL parsers rewrite anything else. */
const pathCharacter = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%[\]]*$/

/** A %-escape of a character a canonical URI never escapes (RFC 3986 § 2.3): the unreserved ones. */
const unreserved = /^[A-Za-z0-9\-._~]$/

/** Next and URL parsers normalise paths, so `/admin/../cms-api` could reach an unchecked door. */
export function nonCanonicalPath(path: string): string | undefined {
  // The absolute form (GET http://host/…) and OPTIONS * name no path of ours as such.
  if (!path.startsWith('/')) return 'The request must name a path starting with / (no absolute URL, no *).'
  if (!pathCharacter.test(path))
    return 'The path has a character that must be %-escaped (a backslash, a space, a control character…).'
  for (const [escape, hex] of path.matchAll(/%(.{0,2})/gs)) {
    if (!/^[0-9A-Fa-f]{2}$/.test(hex!)) return `The path has a broken %-escape (${escape}).`
    const code = parseInt(hex!, 16)
    const character = String.fromCharCode(code)
    if (unreserved.test(character))
      return `The path escapes ${JSON.stringify(character)} (${escape}), which is never escaped: send it as it is.`
    if (character === '/' || character === '\\')
      return `The path has an escaped separator (${escape}): a / or \\ inside a segment is not accepted.`
    // An escaped % stays: a file may be named "50%.jpg", and no door of ours decodes a path twice.
    if (code < 0x20 || code === 0x7f) return `The path has an escaped control character (${escape}).`
  }
  try {
    decodeURIComponent(path)
  } catch {
    return 'The path has %-escapes that are not UTF-8 (an overlong or a broken sequence).'
  }
  const segments = path.split('/').slice(1)
  for (const [at, segment] of segments.entries()) {
    if (segment === '.' || segment === '..')
      return 'The path has a dot-segment (. or ..): send the path it stands for.'
    // A trailing slash is the path without it; an empty segment elsewhere (//) is not.
    if (segment === '' && at < segments.length - 1) return 'The path has an empty segment (//).'
  }
  return undefined
}

export const canonicalPath: RequestHandler = (req, res, next) => {
  const at = req.url.indexOf('?')
  const problem = nonCanonicalPath(at < 0 ? req.url : req.url.slice(0, at))
  if (problem) return void res.status(400).json({ Path: [problem] })
  next()
}
