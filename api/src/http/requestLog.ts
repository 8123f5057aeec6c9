import { randomUUID } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

export type Logger = Payload['logger']

/** A caller's own X-Request-Id is kept when it is a plain token (a proxy's id, a UUID); anything else is replaced. */
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/

/** Health checks and static files: logged at debug, so the info log is about what people did. */
const quiet = (path: string) =>
  path === '/api/telemetry/ping' || /^\/(_astro|_next|media)\//.test(path) || /\.[a-z0-9]{2,5}$/i.test(path)

export const requestIdOf = (res: Response): string | undefined => res.locals.requestId as string | undefined

/** Made when a request first logs something (most never do). */
export function logOf(res: Response, fallback: Logger): Logger {
  const requestId = requestIdOf(res)
  if (!requestId) return fallback
  return ((res.locals.log as Logger | undefined) ??= fallback.child({ reqId: requestId }))
}

/** The path without its query string, which may carry tokens (reset links, session tokens). */
export const pathOf = (req: Request) => req.originalUrl.split('?')[0]!

export function requestLog(logger: Logger, access: Logger = logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id']
    const requestId = typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID()
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    const started = performance.now()
    const done = (finished: boolean) => {
      const path = pathOf(req)
      const user = res.locals.user as { id?: number | string } | null | undefined
      const line = {
        reqId: requestId,
        method: req.method,
        path,
        status: finished ? res.statusCode : undefined,
        durationMs: Math.round(performance.now() - started),
        userId: user?.id,
      }
      if (!finished) access.info(line, 'request aborted by the client')
      else if (res.statusCode >= 500) access.warn(line, 'request failed')
      else if (res.statusCode < 400 && quiet(path)) access.debug(line, 'request')
      else access.info(line, 'request')
    }
    res.once('finish', () => done(true))
    res.once('close', () => {
      if (!res.writableFinished) done(false)
    })
    next()
  }
}
