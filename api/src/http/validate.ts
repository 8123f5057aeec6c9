import type { RequestHandler } from 'express'
import { z } from 'zod'

import { toModelState, type ModelState, AppError } from '@valuedesk/domain'

type Part = 'body' | 'query' | 'params'

/** Half of a UTF-16 surrogate pair, alone: no Unicode character at all. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function textProblem(text: string, what = 'this text'): string | undefined {
  if (text.includes('\u0000')) return `Remove the NUL character (U+0000) from ${what}.`
  if (loneSurrogate.test(text))
    return `Correct ${what}: it is not valid Unicode (half of a character pair, a lone surrogate).`
  return undefined
}

/** PostgreSQL refuses NUL, its JSON lone surrogates; walked without recursion (bodies nest deep). */
export function unstorableText(root: unknown): ModelState {
  type Node = { value: unknown; key?: string; parent?: Node }
  const nameOf = (node: Node) => {
    const keys: string[] = []
    for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.unshift(at.key)
    return keys.length ? keys.join('.') : '$'
  }
  const found: ModelState = {}
  const stack: Node[] = [{ value: root }]
  while (stack.length) {
    const node = stack.pop()!
    const { value } = node
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) found[nameOf(node)] = [problem]
    } else if (Array.isArray(value))
      value.forEach((item, index) => stack.push({ value: item, key: String(index), parent: node }))
    else if (value !== null && typeof value === 'object')
      for (const key of Object.keys(value)) {
        const problem = textProblem(key, `the name ${JSON.stringify(key).slice(0, 40)}`)
        if (problem) found[nameOf(node)] = [problem]
        stack.push({ value: (value as Record<string, unknown>)[key], key, parent: node })
      }
  }
  return found
}

export const validate =
  (part: Part, schema: z.ZodType): RequestHandler =>
  (req, res, next) => {
    const source = part === 'body' && req.body === undefined ? {} : req[part]
    const result = schema.safeParse(source)
    const unstorable = unstorableText(source)
    if (!result.success || Object.keys(unstorable).length)
      throw AppError.validation({ ...(result.success ? {} : toModelState(result.error)), ...unstorable })
    res.locals.input = { ...res.locals.input, [part]: result.data }
    next()
  }

/** An unknown parameter would otherwise be ignored without a word (a misspelt `?serach=`). */
export function knownQuery(schema: z.ZodType | undefined): RequestHandler {
  const names = new Set(
    schema
      ? Object.keys(
          (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object })
            .properties ?? {},
        )
      : [],
  )
  const takes = names.size
    ? `This call takes only ${[...names].join(', ')}.`
    : 'This call takes no query parameters.'
  return (req, _res, next) => {
    const unknown = Object.keys(req.query).filter((name) => !names.has(name))
    if (unknown.length)
      throw AppError.validation(
        Object.fromEntries(unknown.map((name) => [name, [`Unknown query parameter. ${takes}`]])),
      )
    next()
  }
}
