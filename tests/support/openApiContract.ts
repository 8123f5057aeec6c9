import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'

import type { Persona, World } from './access/world.ts'
import type { FuzzCase } from './badInput/requests.ts'
import type { TestServer } from './testServer.ts'

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> }

/** An answer as the contract reads it. */
export type Sent = { status: number; contentType: string; text: string; allow: string | null }

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

/** Reads answers against the served document: what each operation documents, and whether an answer keeps it. */
export function openApiContract(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  // ajv-formats is CommonJS: its function is the default export's own default.
  formats.default(ajv)
  ajv.addFormat('binary', true)
  ajv.addSchema({ ...document, $id: 'openapi.json' })
  const validators = new Map<string, ValidateFunction>()

  /** The validator of the JSON body documented for one status of one operation, if it documents one. */
  function validatorOf(path: string, method: string, status: string) {
    const key = `${method} ${path} ${status}`
    if (!validators.has(key)) {
      if (!document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema)
        return undefined
      validators.set(
        key,
        ajv.compile({
          $ref: `openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`,
        }),
      )
    }
    return validators.get(key)
  }

  /** What is wrong with an answer, by the document: an undocumented status, or a body its schema refuses. */
  function breaches(path: string, method: string, answer: Sent, what: string): string[] {
    const documented = Object.keys(document.paths[path]![method]!.responses)
    const status = String(answer.status)
    if (!documented.includes(status))
      return [
        `${status} is not documented (${documented.join(', ')}) — ${what} → ${answer.text.slice(0, 200)}`,
      ]
    if (!answer.contentType.startsWith('application/json')) return []
    const validate = validatorOf(path, method, status)
    if (!validate) return [`${status} answered JSON, but the document gives it no JSON body — ${what}`]
    if (validate(JSON.parse(answer.text))) return []
    return [
      `${status} body does not match its documented schema — ${what}: ${ajv.errorsText(validate.errors).slice(0, 400)} — ${answer.text.slice(0, 200)}`,
    ]
  }

  return { breaches }
}

/** Sends one request as a persona of the world, its body as given (bytes, maybe not JSON, maybe compressed). */
export function senderFor(server: TestServer, world: World) {
  return async (fuzz: Pick<FuzzCase, 'persona' | 'method' | 'path' | 'body'>): Promise<Sent> => {
    const headers = new Headers()
    const token = world.tokens[fuzz.persona as Persona]
    if (token) headers.set('authorization', `Bearer ${token}`)
    if (fuzz.body?.contentType) headers.set('content-type', fuzz.body.contentType)
    if (fuzz.body?.encoding) headers.set('content-encoding', fuzz.body.encoding)
    // A string would be sent as text/plain; bytes go without a content type unless one is set.
    const body =
      fuzz.body &&
      (typeof fuzz.body.data === 'string' ? new Uint8Array(Buffer.from(fuzz.body.data)) : fuzz.body.data)
    const response = await fetch(`${server.url}/api${fuzz.path}`, { method: fuzz.method, headers, body })
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
      allow: response.headers.get('allow'),
    }
  }
}
