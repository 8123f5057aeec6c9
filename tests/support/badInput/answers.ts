import { tmpdir } from 'node:os'

export type Answer = { status: number; contentType: string; text: string }

/** A 400's body: the model state, field → messages ("$" for the body as a whole), at least one field. */
export function modelStateProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'a 400 must be a model state object'
  const entries = Object.entries(body)
  if (!entries.length) return 'a 400 must name at least one field'
  const bad = entries.filter(
    ([, messages]) =>
      !Array.isArray(messages) ||
      !messages.length ||
      messages.some((message) => typeof message !== 'string' || !message.trim()),
  )
  return bad.length
    ? `a 400 must map each field to messages; ${bad.map(([field]) => field).join(', ')} does not`
    : undefined
}

/**
 * Every other failure: { code, message }, nothing more but, on a 500, the `reference` support finds it by, and on
 * a refusal about several items (a bulk order's rows) their `details` as a model state.
 */
export function failureProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'a failure must be { code, message }'
  const { code, message, reference, details, ...rest } = body as Record<string, unknown>
  if (
    details !== undefined &&
    (typeof details !== 'object' || details === null || modelStateProblem(details))
  )
    return 'details must map each field to messages'
  if (typeof code !== 'string' || !code || typeof message !== 'string' || !message)
    return 'a failure must have a code and a message'
  if (reference !== undefined && (typeof reference !== 'string' || !message.includes(reference)))
    return 'a reference must be the one the message quotes'
  if (Object.keys(rest).length)
    return `a failure says more than code and message: ${Object.keys(rest).join(', ')}`
  return undefined
}

/** What would tell a caller about the server's insides: stack traces, SQL and its errors, our file paths. */
const insides: RegExp[] = [
  /\n\s+at \S.*:\d+:\d+/,
  /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:|node:|\/)/,
  /(?:\/work\/|\/home\/|\/root\/|\/usr\/(?:lib|local|share)\/|node_modules|\.pnpm|webpack:)/,
  /\b(?:select\s+(?:"|\*|count\(|distinct\b)|insert into\s+["`\w]|update\s+"\w+"\s+set|delete from\s+["`])/i,
  /SQLITE_\w+|SqliteError|LibsqlError|no such (?:table|column)|syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|relation "[^"]+"|duplicate key value|invalid input (?:syntax|value) for|out of range for type|invalid byte sequence|Failed query|DrizzleError|drizzle|MongoServerError/i,
  /\b(?:TypeError|ReferenceError|RangeError|Cannot read propert(?:y|ies) of|is not a function|Maximum call stack|ENOENT|EACCES|ECONNREFUSED|ECONNRESET|Z_DATA_ERROR|incorrect header check)\b/,
]

/** Leaks in a response: what it shows of the server that the request did not bring itself. */
export function leaksIn(text: string, request: string, secrets: string[]): string[] {
  const found: string[] = []
  for (const pattern of insides) {
    const match = pattern.exec(text)
    if (match && !request.includes(match[0])) found.push(`shows ${JSON.stringify(match[0].slice(0, 80))}`)
  }
  for (const secret of [...secrets, tmpdir() + '/'])
    if (secret && text.includes(secret) && !request.includes(secret))
      found.push(`shows the server path ${secret}`)
  return found
}

/** Everything wrong with one answer to bad input. */
export function answerProblems(
  answer: Answer,
  request: string,
  secrets: string[],
  mustRefuse?: string,
  field?: string,
): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`${answer.status}: the server failed`)
  if (mustRefuse && answer.status < 400) problems.push(`${answer.status}: accepted, although ${mustRefuse}`)
  if (answer.status >= 400) {
    let body: unknown
    try {
      body = /application\/json/.test(answer.contentType) ? JSON.parse(answer.text) : undefined
    } catch {
      body = undefined
    }
    if (body === undefined)
      problems.push(`${answer.status}: the answer is not JSON (${answer.contentType || 'no content type'})`)
    else {
      const shape = answer.status === 400 ? modelStateProblem(body) : failureProblem(body)
      if (shape) problems.push(`${answer.status}: ${shape}`)
      else if (
        answer.status === 400 &&
        field &&
        !Object.keys(body as object).some(
          (key) => key === '$' || key === field || field.startsWith(`${key}.`) || key.startsWith(`${field}.`),
        )
      )
        problems.push(
          `400: refused, but not for ${field}, which is certainly wrong (so the schema let it through)`,
        )
    }
    problems.push(...leaksIn(answer.text, request, secrets).map((leak) => `${answer.status}: ${leak}`))
  }
  return problems
}
