import busboy from 'busboy'
import type { Request } from 'express'

import { AppError } from './AppError.ts'

export type UploadedFile = { field: string; filename: string; data: Buffer; declaredType: string }

/** Reads one file from a multipart body, refusing bodies that are not multipart, have no file, or are too large. */
export function readSingleFile(req: Request, maxBytes: number): Promise<UploadedFile> {
  if (!req.is('multipart/form-data')) return Promise.reject(AppError.validation({ file: ['Send the file as multipart/form-data, in a field named "file".'] }))
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10 } })
    } catch {
      return reject(AppError.validation({ file: ['The upload could not be read.'] }))
    }
    let found: UploadedFile | undefined
    let tooLarge = false
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => (tooLarge = true))
      stream.on('end', () => (found = { field, filename: info.filename ?? 'upload', data: Buffer.concat(chunks), declaredType: info.mimeType }))
    })
    parser.on('error', () => reject(AppError.validation({ file: ['The upload was cut off or malformed.'] })))
    parser.on('close', () => {
      if (tooLarge) return reject(AppError.validation({ file: [`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`] }))
      if (!found || found.data.byteLength === 0) return reject(AppError.validation({ file: ['Choose a file to upload.'] }))
      resolve(found)
    })
    req.pipe(parser)
  })
}
