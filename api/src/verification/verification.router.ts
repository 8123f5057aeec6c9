import { sha256Hex, verificationFacts } from '@valuedesk/cms'
import {
  AppError,
  VerificationMatchResponse,
  VerificationParams,
  VerificationResponse,
} from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { sentPdf } from './sentPdf.ts'

/** The same answer for a code no delivered report has and for one that could not be a code. */
const unknownCode = () => AppError.throwNotFound('No delivered report has this code.')

// Anyone holding a delivered report may check it: limited per address, so codes cannot be tried in bulk.
export const verificationRoutes = [
  defineRoute({
    method: 'get',
    path: '/verify/:code',
    summary:
      'What a delivered report’s code confirms: practice, valuer, property, dates, version, the SHA-256 of its PDF, and whether a later version replaced it',
    tag: 'Verification',
    access: 'anonymous',
    params: VerificationParams,
    response: VerificationResponse,
    // A lookup that writes and sends nothing: counted per process (SECURITY.md).
    rateLimit: { limit: 60, windowSeconds: 600, perProcess: true },
    handler: async ({ payload, params }) => (await verificationFacts(payload, params.code)) ?? unknownCode(),
  }),
  defineRoute({
    method: 'post',
    path: '/verify/:code',
    summary:
      'Whether a PDF is the one delivered under this code (its SHA-256 compared): the PDF as the body (application/pdf) or multipart, field "file", up to 20 MB',
    tag: 'Verification',
    access: 'anonymous',
    params: VerificationParams,
    accepts: ['application/pdf', 'multipart/form-data'],
    response: VerificationMatchResponse,
    rateLimit: { limit: 20, windowSeconds: 600, perProcess: true },
    handler: async ({ payload, params, req }) => {
      const facts = (await verificationFacts(payload, params.code)) ?? unknownCode()
      const sha256 = sha256Hex(await sentPdf(req))
      return {
        Code: facts.Code,
        Matches: sha256 === facts.Sha256,
        Sha256: sha256,
        DeliveredSha256: facts.Sha256,
        Current: facts.Current,
      }
    },
  }),
]
