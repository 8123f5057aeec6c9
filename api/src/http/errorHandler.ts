import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { ZodError } from 'zod'

import { toModelState } from '@valuedesk/domain'

import { AppError } from './AppError.ts'

/** Payload's own errors (wrong password, locked account, not found…) carry a status we can pass on. */
function fromPayloadError(error: Error & { status?: number; data?: unknown }): AppError | undefined {
  const status = error.status
  if (!status || status >= 500) return undefined
  if (status === 400 && error.name === 'ValidationError') {
    const data = error.data as { errors?: { path: string; message: string }[] } | undefined
    const details: Record<string, string[]> = {}
    for (const issue of data?.errors ?? []) (details[issue.path] ??= []).push(issue.message)
    return AppError.validation(details)
  }
  return new AppError(status, error.name || 'error', error.message)
}

export const notFoundHandler: RequestHandler = (req) => {
  throw AppError.notFound(`No API call ${req.method} ${req.originalUrl.split('?')[0]}.`)
}

/** Maps every failure to the wire format; anything unexpected is logged and becomes a plain 500. */
export const errorHandler =
  (payload: Payload): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    let appError: AppError | undefined
    if (error instanceof AppError) appError = error
    else if (error instanceof ZodError) appError = AppError.validation(toModelState(error))
    else if (error instanceof Error) appError = fromPayloadError(error)

    if (!appError) payload.logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled API error')
    // A failure after the answer began (a download cut short) cannot be told any more: end the connection.
    if (res.headersSent) {
      res.destroy()
      return
    }
    if (!appError) {
      res.status(500).json({ code: 'internal_error', message: 'Something went wrong on our side. Please try again in a moment.' })
      return
    }
    if (appError.status === 400 && appError.details) {
      res.status(400).json(appError.details)
      return
    }
    res.status(appError.status).json({ code: appError.code, message: appError.message })
  }
