import type { RequestHandler } from 'express'

import { adminPathPattern } from '@valuedesk/cms/admin'

import { adminPolicy, newNonce } from './adminPolicy.ts'

type Options = { production: boolean; stripeApiOrigin?: string }

/** The one page that takes card payments: the order wizard loads Stripe.js and its frames there, and nowhere else. */
const paysByCard = (path: string) => /^\/valuation(\/|$)/.test(path)

/** Addresses go through /api/geo, so Google never loads in the browser; inline scripts by hash. */
export function contentSecurityPolicy({
  stripe,
  stripeApiOrigin = 'https://api.stripe.com',
  scriptHashes = [],
}: {
  stripe: boolean
  stripeApiOrigin?: string
  scriptHashes?: readonly string[]
}) {
  const withStripe = (ours: string, theirs: string) => (stripe ? `${ours} ${theirs}` : ours)
  const scripts = ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ')
  return [
    "default-src 'self'",
    withStripe(scripts, 'https://js.stripe.com'),
    "style-src 'self' 'unsafe-inline'",
    withStripe("img-src 'self' data: blob:", 'https://*.stripe.com'),
    "font-src 'self' data:",
    withStripe("connect-src 'self'", `${stripeApiOrigin} https://*.stripe.com`),
    stripe ? 'frame-src https://js.stripe.com https://hooks.stripe.com' : "frame-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

export const sitePolicy =
  (stripeApiOrigin?: string) =>
  (path: string, scriptHashes: readonly string[] = []) =>
    contentSecurityPolicy({ stripe: paysByCard(path), stripeApiOrigin, scriptHashes })

/** The admin (Next, Payload) gets its own policy with a nonce per request (adminPolicy.ts). */
export function securityHeaders({ production, stripeApiOrigin }: Options): RequestHandler {
  // Worked out once: every response carries one of two site policies, or the admin's.
  const policies = {
    plain: contentSecurityPolicy({ stripe: false, stripeApiOrigin }),
    card: contentSecurityPolicy({ stripe: true, stripeApiOrigin }),
  }
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    ],
    ...(production
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Frame-Options', 'SAMEORIGIN'],
  ]
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    if (adminPathPattern.test(req.path)) {
      const policy = adminPolicy(newNonce())
      // Next writes its scripts' nonce from the policy on the request (getScriptNonceFromHeader).
      req.headers['content-security-policy'] = policy
      res.setHeader('Content-Security-Policy', policy)
    } else res.setHeader('Content-Security-Policy', paysByCard(req.path) ? policies.card : policies.plain)
    next()
  }
}
