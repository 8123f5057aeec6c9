import { z } from 'zod'

/**
 * In the browser, zod must not compile its parsers with `new Function`: our Content-Security-Policy
 * forbids eval, and even zod's caught probe for it is reported as a violation. Imported first by every
 * island that validates, so the setting is in place before any schema is made. On the server (where
 * Astro renders the same islands, in the API's process) zod keeps its faster compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true })
