import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { User } from '@valuedesk/cms'

import type { RateLimit } from './rateLimit.ts'

/** Who may call a route: the spec's anonymous list, any signed-in user, or admins only. */
export type RouteAccess = 'anonymous' | 'authenticated' | 'admin'

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 431 | 502 | 503

type Schema = z.ZodType

export type RouteContext<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> = {
  body: B extends Schema ? z.output<B> : undefined
  query: Q extends Schema ? z.output<Q> : undefined
  params: P extends Schema ? z.output<P> : undefined
  user: User | null
  payload: Payload
  req: Request
  res: Response
}

export type HandlerResult<R extends Schema | undefined> = R extends Schema ? z.input<R> | undefined : unknown

export type Route<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
> = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  summary: string
  tag: string
  access: RouteAccess
  body?: B
  query?: Q
  params?: P
  /** The body of a success; mountRoutes checks the handler's result against it in tests. */
  response?: R
  /** Responses that are not JSON (PDF, HTML) name their content type here. */
  produces?: string
  /** A body that is a file, not JSON: the media types it may come as (multipart: a field named "file"). */
  accepts?: readonly string[]
  successStatus?: number
  /** Failures beyond those implied by the route's shape (statuses.ts); all of them are documented. */
  errors?: readonly ErrorStatus[]
  /** Calls anyone can make that write or send are limited per client address. */
  rateLimit?: RateLimit
  handler: (context: RouteContext<B, Q, P>) => HandlerResult<R> | Promise<HandlerResult<R>>
}

export const defineRoute = <
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(
  route: Route<B, Q, P, R>,
): Route => route as unknown as Route
