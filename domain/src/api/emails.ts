import { z } from 'zod'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

export const FailedEmailResponse = z.object({
  JobId: id,
  To: z.string(),
  Subject: z.string(),
  ValuationId: z.string().nullable(),
  Error: z.string(),
  FailedAt: z.string(),
})

export const EmailRetryResponse = z.object({ JobId: id })

export const JobRetryResponse = EmailRetryResponse
