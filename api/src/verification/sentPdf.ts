import type { Request } from 'express'

import { AppError, MAX_VERIFIED_PDF_BYTES } from '@valuedesk/domain'

import { readSingleFile } from '../http/multipart.ts'

const refused = (message: string): never => {
  throw AppError.validation({ file: [message] })
}

export async function sentPdf(req: Request): Promise<Buffer> {
  const bytes = Buffer.isBuffer(req.body)
    ? req.body
    : req.is('multipart/form-data')
      ? (await readSingleFile(req, MAX_VERIFIED_PDF_BYTES)).data
      : refused(
          'Send the PDF as the body (Content-Type: application/pdf) or as multipart/form-data, in a field named "file".',
        )
  if (bytes.byteLength === 0) refused('Choose the PDF to check.')
  if (!bytes.subarray(0, 1024).includes('%PDF-')) refused('This file is not a PDF.')
  return bytes
}
