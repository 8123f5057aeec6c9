import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { User } from '@valuedesk/cms'

import type { RateLimit } from './rateLimit.ts'

/** Who may call a route: the spec's anonymous list, any signed-in user, or admins only. */
export type RouteAccess = 'anonymous' | 'authenticated' | 'admin'

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

/**
 * One API call: its path and method, who may call it, the zod schemas of what it takes and
 * returns (they validate at the edge and generate the OpenAPI document), and the handler,
 * which sees only parsed input and returns the response body (undefined → 204).
 */
export type Route<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  summary: string
  tag: string
  access: RouteAccess
  body?: B
  query?: Q
  params?: P
  response?: Schema
  /** Responses that are not JSON (PDF, HTML) name their content type here. */
  produces?: string
  successStatus?: number
  /** Calls anyone can make that write or send are limited per client address. */
  rateLimit?: RateLimit
  handler: (context: RouteContext<B, Q, P>) => unknown
}

export const defineRoute = <
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  route: Route<B, Q, P>,
): Route => route as unknown as Route
