import { z } from 'zod'

/** Our CSP forbids eval, and even zod's caught probe for `new Function` is reported as a violation. */
if (typeof window !== 'undefined') z.config({ jitless: true })
