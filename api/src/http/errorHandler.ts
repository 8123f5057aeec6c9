import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { ZodError } from 'zod'

import { toModelState } from '@valuedesk/domain'

import { AppError } from './AppError.ts'

/** Express's body parser marks its own failures (bad JSON, too large) with a status and a type. */
type ParserError = Error & { status?: number; type?: string }

const parserMessages: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body has an unsupported encoding.',
  'charset.unsupported': 'The request body has an unsupported charset.',
}

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
    const parserError = error as ParserError
    let appError: AppError | undefined
    if (error instanceof AppError) appError = error
    else if (error instanceof ZodError) appError = AppError.validation(toModelState(error))
    else if (parserError?.type && parserMessages[parserError.type])
      appError = parserError.status === 400 ? AppError.validation({ $: [parserMessages[parserError.type]!] }) : new AppError(parserError.status ?? 400, parserError.type, parserMessages[parserError.type]!)
    else if (error instanceof Error) appError = fromPayloadError(error)

    if (!appError) {
      payload.logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled API error')
      res.status(500).json({ message: 'Something went wrong on our side. Please try again in a moment.' })
      return
    }
    if (appError.status === 400 && appError.details) {
      res.status(400).json(appError.details)
      return
    }
    res.status(appError.status).json({ code: appError.code, message: appError.message })
  }
