import { z } from 'zod'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

/** GET /api/emails/failed: an e-mail that failed after every retry (admins send it again). */
export const FailedEmailResponse = z.object({
  JobId: id,
  To: z.string(),
  Subject: z.string(),
  /** The valuation it is about, if any. */
  ValuationId: z.string().nullable(),
  Error: z.string(),
  FailedAt: z.string(),
})

/** POST /api/emails/{JobId}/retry: the same message, queued again. */
export const EmailRetryResponse = z.object({ JobId: id })

/** POST /api/jobs/{JobId}/retry: the same task and input, queued again. */
export const JobRetryResponse = EmailRetryResponse
