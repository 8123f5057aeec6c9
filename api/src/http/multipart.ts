import busboy from 'busboy'
import type { Request } from 'express'

import { AppError } from '@valuedesk/domain'

export type UploadedFile = { field: string; filename: string; data: Buffer; declaredType: string }

const refused = (message: string) => AppError.validation({ file: [message] })

/** Every failure ends in the one 400: an unheard error (a cut-off file) would kill the process. */
export function readSingleFile(req: Request, maxBytes: number): Promise<UploadedFile> {
  if (!req.is('multipart/form-data'))
    return Promise.reject(refused('Send the file as multipart/form-data, in a field named "file".'))
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10 } })
    } catch {
      return reject(refused('The upload could not be read.'))
    }
    let found: UploadedFile | undefined
    let tooLarge = false
    let settled = false
    const fail = (message: string) => {
      if (settled) return
      settled = true
      req.unpipe(parser)
      parser.destroy()
      reject(refused(message))
    }
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => (tooLarge = true))
      stream.on('error', () => fail('The upload was cut off or malformed.'))
      stream.on(
        'end',
        () =>
          (found = {
            field,
            filename: info.filename ?? 'upload',
            data: Buffer.concat(chunks),
            declaredType: info.mimeType,
          }),
      )
    })
    parser.on('error', () => fail('The upload was cut off or malformed.'))
    parser.on('close', () => {
      if (settled) return
      settled = true
      if (tooLarge)
        return reject(refused(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`))
      if (!found || found.data.byteLength === 0) return reject(refused('Choose a file to upload.'))
      resolve(found)
    })
    // A sender gone before the end of its upload: nothing more will come, so stop waiting for it.
    req.on('close', () => {
      if (!req.complete) fail('The upload was cut off before its end.')
    })
    req.pipe(parser)
  })
}
