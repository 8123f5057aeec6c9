import type { RequestHandler } from 'express'

export const MAX_FORM_BYTES = 16 * 1024 * 1024
export const MAX_OTHER_BODY_BYTES = 2 * 1024 * 1024

/** Payload parses JSON bodies of any length, so these are limited first; no length is a 411. */
export const limitBodies: RequestHandler = (req, res, next) => {
  const declared = req.headers['content-length']
  const streamed = req.headers['transfer-encoding'] !== undefined
  if (declared === undefined && !streamed) return next()
  const limit = req.is('multipart/form-data') ? MAX_FORM_BYTES : MAX_OTHER_BODY_BYTES
  if (declared === undefined)
    return void res
      .status(411)
      .json({ errors: [{ message: 'Send the request body with a Content-Length.' }] })
  if (Number(declared) > limit)
    return void res.status(413).json({
      errors: [{ message: `The request body is too large: at most ${limit / 1024 / 1024} MB.` }],
    })
  next()
}
