import type { RequestHandler } from 'express'

/**
 * Characters a path of ours may hold as they are: RFC 3986's pchar (letters, digits, - . _ ~, the sub-delims
 * ! $ & ' ( ) * + , ; =, : and @), the separator /, % for escapes, and [ ] (browsers send them unescaped:
 * Next's chunk names hold them). Anything else (a backslash, whitespace, a control character, a quote, a
 * character beyond ASCII) is refused: URL parsers drop or rewrite such characters (a tab vanishes, a
 * backslash becomes a slash), so the path one door compares would not be the path the next one routes.
 */
const pathCharacter = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%[\]]*$/

/** A %-escape of a character a canonical URI never escapes (RFC 3986 § 2.3): the unreserved ones. */
const unreserved = /^[A-Za-z0-9\-._~]$/

/**
 * Why this raw request path (the request target before its query) is not the one canonical spelling of a
 * path; undefined when it is. Every door (the staff door, the admin's router, /api, the site) compares
 * paths as they arrive, while Next and URL parsers normalise them before routing: `/admin/../cms-api/…`,
 * `%2e%2e`, `\`, `//` or `%63ms-api` would reach a door other than the one that checked them. Case and a
 * trailing slash are left to the doors, which compare them as Express routes them (any case, one optional
 * trailing slash).
 */
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

/**
 * First in the app, before any routing: a request whose path is not canonical is refused (400, the API's
 * model state, naming Path), so that every door, and Next and Payload behind them, see one spelling of it.
 */
export const canonicalPath: RequestHandler = (req, res, next) => {
  const at = req.url.indexOf('?')
  const problem = nonCanonicalPath(at < 0 ? req.url : req.url.slice(0, at))
  if (problem) return void res.status(400).json({ Path: [problem] })
  next()
}
