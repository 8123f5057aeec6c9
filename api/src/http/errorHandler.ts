import { randomUUID } from 'node:crypto'
import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { ZodError } from 'zod'

import { RuleRefusal } from '@valuedesk/cms'
import { toModelState, AppError } from '@valuedesk/domain'

import { logOf, pathOf, requestIdOf } from './requestLog.ts'

/** Payload's own messages name its internals, so they go to the log, never to the customer. */
const payloadRefusals: Record<number, { code: string; message: string }> = {
  401: { code: 'unauthorized', message: 'Please sign in again to do that.' },
  403: { code: 'forbidden', message: 'You do not have permission to do that.' },
  404: { code: 'not_found', message: 'We could not find what you asked for.' },
  409: { code: 'conflict', message: 'This was changed meanwhile. Please reload the page and try again.' },
  413: { code: 'too_large', message: 'That is too large. Files may be at most 15 MB.' },
  423: {
    code: 'locked',
    message: 'Someone else is working on this right now. Please try again in a few minutes.',
  },
  429: { code: 'too_many_requests', message: 'Too many requests. Please wait a moment and try again.' },
}

const invalidRequest = 'We could not process this request. Please check what you entered and try again.'

export function fromPayloadError(error: Error & { status?: number; data?: unknown }): AppError | undefined {
  const status = error.status
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined
  // Our own rules' refusals are written for people already.
  if (error instanceof RuleRefusal)
    return new AppError(status, payloadRefusals[status]?.code ?? 'request_refused', error.message)
  if (status === 400) {
    // Field validation (required, unique, format): Payload's validators write these for people, per field.
    const data = error.data as { errors?: { path?: string; message?: string }[] } | undefined
    const details: Record<string, string[]> = {}
    if (error.name === 'ValidationError')
      for (const issue of data?.errors ?? [])
        if (issue.path && issue.message) (details[issue.path] ??= []).push(issue.message)
    return AppError.validation(Object.keys(details).length ? details : { $: [invalidRequest] })
  }
  const refusal = payloadRefusals[status] ?? {
    code: 'request_refused',
    message: 'We could not complete this request.',
  }
  return new AppError(status, refusal.code, refusal.message)
}

export const notFoundHandler: RequestHandler = (req) => {
  throw AppError.notFound(`No API call ${req.method} ${req.originalUrl.split('?')[0]}.`)
}

export const internalErrorBody = (reference: string) => ({
  code: 'internal',
  message: `Something went wrong on our side. Please try again in a moment. If it keeps happening, contact support and quote reference ${reference}.`,
  reference,
})

/** Anything unexpected is logged with the request id and answers a plain 500 giving that id. */
export const errorHandler =
  (payload: Payload): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    const log = logOf(res, payload.logger)
    // Unreadable bodies were put in our words by the body parsers (body.ts).
    let appError: AppError | undefined
    if (error instanceof AppError) appError = error
    else if (error instanceof ZodError) appError = AppError.validation(toModelState(error))
    else if (error instanceof Error) {
      appError = fromPayloadError(error)
      // Payload's reason stays in the log, for support.
      if (appError)
        log.info(
          { payloadError: { name: error.name, message: error.message, status: appError.status } },
          'Payload refused the request',
        )
    }

    const reference = requestIdOf(res) ?? randomUUID()
    if (!appError)
      (requestIdOf(res) ? log : log.child({ reqId: reference })).error(
        { err: error, method: req.method, path: pathOf(req) },
        'Unhandled API error',
      )
    // A failure after the answer began (a download cut short) cannot be told any more: end the connection.
    if (res.headersSent) {
      res.destroy()
      return
    }
    if (!appError) {
      res.status(500).json(internalErrorBody(reference))
      return
    }
    if (appError.status === 400 && appError.details) {
      res.status(400).json(appError.details)
      return
    }
    if (appError.retryAfter) res.setHeader('Retry-After', String(appError.retryAfter))
    res.status(appError.status).json({
      code: appError.code,
      message: appError.message,
      ...(appError.details ? { details: appError.details } : {}),
    })
  }
