import type { RequestHandler } from 'express'
import type { z } from 'zod'

import { toModelState } from '@valuedesk/domain'

import { AppError } from './AppError.ts'

type Part = 'body' | 'query' | 'params'

/** Parses one part of the request with its schema; handlers read the result from res.locals.input. */
export const validate =
  (part: Part, schema: z.ZodType): RequestHandler =>
  (req, res, next) => {
    const source = part === 'body' && req.body === undefined ? {} : req[part]
    const result = schema.safeParse(source)
    if (!result.success) throw AppError.validation(toModelState(result.error))
    res.locals.input = { ...res.locals.input, [part]: result.data }
    next()
  }
