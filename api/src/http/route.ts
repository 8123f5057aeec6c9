import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { User } from '@valuedesk/cms'

import type { RateLimit } from './rateLimit.ts'

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
  response?: R
  produces?: string
  accepts?: readonly string[]
  successStatus?: number
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
