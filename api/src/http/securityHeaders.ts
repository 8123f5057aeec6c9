import type { RequestHandler } from 'express'

type Options = { production: boolean; stripeApiOrigin?: string }

/**
 * The site's Content-Security-Policy: our own origin, plus Stripe's script, frames and API for card
 * payments. Astro's island loader is an inline script, hence 'unsafe-inline' for scripts (a hash-based
 * policy is the next step); only our own admin may frame our pages (live preview).
 */
export function contentSecurityPolicy(stripeApiOrigin = 'https://api.stripe.com') {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https://js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self' data:",
    `connect-src 'self' ${stripeApiOrigin} https://*.stripe.com`,
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * Headers on every response: no sniffing, a strict referrer, no framing by others, HSTS in
 * production. The site and API get the CSP above; the admin (Next, Payload) keeps its own scripts
 * and gets frame-ancestors only, as live preview frames the site from the admin.
 */
export function securityHeaders({ production, stripeApiOrigin }: Options): RequestHandler {
  const csp = contentSecurityPolicy(stripeApiOrigin)
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")')
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    const admin = /^\/(admin|cms-api|_next)(\/|$)/.test(req.path)
    res.setHeader('Content-Security-Policy', admin ? "frame-ancestors 'self'" : csp)
    next()
  }
}
