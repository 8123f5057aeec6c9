import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiMatrix } from '../support/access/apiMatrix.ts'
import { buildWorld, type Persona, type World } from '../support/access/world.ts'
import { answerProblems, failureProblem, leaksIn, type Answer } from '../support/badInput/answers.ts'
import { changeJournal, type ChangeJournal } from '../support/badInput/journal.ts'
import { uploads } from '../support/badInput/multipart.ts'
import { cutOffRequest } from '../support/badInput/rawHttp.ts'
import { casesFor, type FuzzCase } from '../support/badInput/requests.ts'
import { senderFor } from '../support/openApiContract.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/*
 * Property-based (fast-check) bad input to every call of the router's list, as a caller who reaches its handler,
 * from its valid example in the access matrix's world. The seeds are fixed: a failure prints its counterexample
 * and fast-check's { seed, path }, so it replays.
 */

// The router's own list (imported once this file's database is set up): a new call is fuzzed without being named here.
const { routes } = await import('@valuedesk/api/routes')

/** Fixed, so that a failure replays; FUZZ_SEED tries other inputs, FUZZ_RUNS=5 tries five times as many. */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123)
const scale = Number(process.env.FUZZ_RUNS ?? 1)
const runsFor = (route: (typeof routes)[number]) =>
  Math.ceil(scale * (route.body ? 60 : route.params || route.query ? 40 : 12))

let server: TestServer
let world: World
let journal: ChangeJournal
/** Where the journal of writes stood after the last call. */
let last: number | undefined
/** The call being fuzzed. */
let current = ''
let send: ReturnType<typeof senderFor>

beforeAll(async () => {
  server = await startTestServer()
  world = await buildWorld(server)
  journal = await changeJournal(server.payload)
  send = senderFor(server, world)
}, 180_000)
/**
 * FUZZ_STATS=1 prints, per call, how many answers of each status the fuzz met (to see that it reaches the
 * handlers).
 */
const statuses = new Map<string, Map<number, number>>()
afterAll(() => {
  if (process.env.FUZZ_STATS)
    for (const [key, counts] of statuses)
      console.log(
        key.padEnd(60),
        [...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
      )
  return server?.close()
})

/** Paths of this machine an answer must never show. */
const serverPaths = () => [process.cwd(), process.env.DATA_DIR!]

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * What a refusal may change, by design: a wrong password counts against the account (five lock it for
 * 15 minutes), so a 401 from the login writes to users, and only there.
 */
const refusalsThatWrite: Record<string, { status: number; tables: string[] }> = {
  'POST /api/auth/login': { status: 401, tables: ['users'] },
}

/**
 * The rows written since `mark`, by table, but for the counts of calls under a shared rate limit: a call is counted
 * before its input is read (api/src/http/rateLimit.ts), so the count is the call's, not anything it kept.
 */
const keptSince = async (mark: number) =>
  Object.entries(await journal.since(mark)).filter(([table]) => table !== 'request_counts')

/** Everything wrong with an answer to bad input, the writes it made included (when refused). */
async function judge(fuzz: FuzzCase, answer: Answer, before: number, after: number) {
  const data = fuzz.body ? Buffer.from(fuzz.body.data).toString() : ''
  const problems = answerProblems(
    answer,
    `${fuzz.path} ${decoded(fuzz.path)} ${data}`,
    serverPaths(),
    fuzz.mustRefuse,
    fuzz.field,
  )
  if (answer.status >= 400 && answer.status < 500) {
    const allowed = refusalsThatWrite[`${fuzz.method} /api${fuzz.path.split('?')[0]}`]
    const written =
      after === before
        ? []
        : (await keptSince(before)).filter(
            ([table]) => !(allowed?.status === answer.status && allowed.tables.includes(table)),
          )
    if (written.length)
      problems.push(
        `${answer.status}: refused, yet rows were written: ${written.map(([table, rows]) => `${table} ×${rows}`).join(', ')}`,
      )
  }
  if (problems.length)
    throw new Error(`${fuzz.what}\n→ ${answer.status} ${answer.text.slice(0, 400)}\n${problems.join('\n')}`)
}

/** The property: no 5xx; a 4xx in the wire format, showing nothing of the server; a refused call changes no table. */
async function answersWell(fuzz: FuzzCase) {
  const before = last ?? (await journal.mark())
  const answer = await send(fuzz)
  const after = await journal.mark()
  last = after
  const counts = statuses.get(current) ?? new Map<number, number>()
  counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1)
  statuses.set(current, counts)
  await judge(fuzz, answer, before, after)
}

/** Who fuzzes a call: an admin where admins may make it (else the first allowed), and nobody too where anyone may. */
function callersOf(key: string): Persona[] {
  const allow = apiMatrix[key]!.allow
  const caller: Persona = allow.includes('admin') ? 'admin' : allow[0]!
  return allow.includes('anonymous') && caller !== 'anonymous' ? [caller, 'anonymous'] : [caller]
}

/** The calls that take uploads: those whose valid example in the access matrix is multipart. */
async function uploadCalls() {
  const found: { key: string; path: string; callers: Persona[] }[] = []
  for (const route of routes) {
    const key = `${route.method.toUpperCase()} ${route.path}`
    const rule = apiMatrix[key]
    if (!rule) continue
    const [caller] = callersOf(key)
    const example = await rule.call(world, caller!)
    // Customers upload too: a signed-in caller who is no admin, besides the admin.
    if (example.form)
      found.push({
        key,
        path: example.path,
        callers: [
          caller!,
          ...rule.allow.filter((persona) => persona !== caller && persona !== 'anonymous').slice(0, 1),
        ],
      })
  }
  return found
}

describe('bad input to every JSON call: a 4xx with the model state (or { code, message }), never a 5xx, and a refusal changes nothing', () => {
  it('when a call is added to the router, then it is fuzzed too, as a caller who reaches its handler', () => {
    const missing = routes
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .filter((key) => !apiMatrix[key])
    expect(missing, 'calls without a valid example and callers in tests/support/access/apiMatrix.ts').toEqual(
      [],
    )
  })

  it('when anything writes a row, in any collection’s table, then the journal the fuzz reads sees it', async () => {
    const tableOf = (slug: string) => slug.replace(/-/g, '_')
    expect(
      server.payload.config.collections
        .map((collection) => collection.slug)
        .filter((slug) => !journal.tables.includes(tableOf(slug))),
      'collections without a journaled table',
    ).toEqual([])
    const mark = await journal.mark()
    const country = await server.payload.create({
      collection: 'countries',
      data: { name: 'Journal', code: 'JJ' },
    })
    await server.payload.delete({ collection: 'countries', id: country.id })
    expect(await journal.since(mark)).toMatchObject({ countries: 2 })
  })

  for (const [index, route] of routes.entries()) {
    const key = `${route.method.toUpperCase()} ${route.path}`
    it(
      `${key}: wrong, missing, extra, huge and odd fields, bodies, queries and ids`,
      { timeout: 240_000 },
      async () => {
        const rule = apiMatrix[key]
        if (!rule) return // reported by the test above
        const callers = callersOf(key)
        const { arbitrary, edges } = casesFor(route, await rule.call(world, callers[0]!), callers)
        last = undefined // making the example may have written (a block to delete, say)
        current = key
        await fc.assert(fc.asyncProperty(arbitrary, answersWell), {
          seed: seed + index,
          numRuns: runsFor(route) + edges.length,
          examples: edges.map((edge) => [edge]),
        })
      },
    )
  }
})

describe('broken multipart to the upload calls', () => {
  it(
    'when an upload is cut off, has the wrong boundary or none, no file, an empty one, or odd names, then it is a 400 naming the file (or the photo is kept), and a refusal keeps nothing',
    { timeout: 240_000 },
    async () => {
      const calls = await uploadCalls()
      expect(calls.map((call) => call.key)).toContain('POST /files')
      for (const [index, call] of calls.entries()) {
        last = undefined
        current = `${call.key} (multipart)`
        const cases = fc
          .record({ persona: fc.constantFrom(...call.callers), upload: uploads(world.photo) })
          .map(({ persona, upload }) => {
            const summary = `${persona} POST /api${call.path} — ${upload.what}`
            const fuzz: FuzzCase & { [fc.toStringMethod]: () => string } = {
              persona,
              method: 'POST',
              path: call.path,
              body: { data: upload.data, contentType: upload.contentType },
              mustRefuse: upload.mustRefuse,
              field: upload.mustRefuse ? 'file' : undefined,
              what: summary,
              [fc.toStringMethod]: () => summary,
            }
            return fuzz
          })
        await fc.assert(fc.asyncProperty(cases, answersWell), {
          seed: seed + 1000 + index,
          numRuns: Math.ceil(80 * scale),
        })
      }
    },
  )
})

describe('bodies cut off in transit', () => {
  it(
    'when the connection ends before the body its Content-Length promised, then the answer is a 400 for the body (or none at all), nothing is written, and the server carries on',
    { timeout: 240_000 },
    async () => {
      const problems: string[] = []
      const uploads = await uploadCalls()
      const bodies = [
        ...uploads.map((call) => ({
          key: call.key,
          path: call.path,
          persona: call.callers.at(-1)!,
          contentType: 'multipart/form-data; boundary=CutOff',
          data: Buffer.concat([
            Buffer.from(
              '--CutOff\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
            ),
            world.photo,
            Buffer.from('\r\n--CutOff--\r\n'),
          ]),
        })),
        ...(await Promise.all(
          routes
            .filter((route) => route.body)
            .map(async (route) => {
              const key = `${route.method.toUpperCase()} ${route.path}`
              const persona = callersOf(key)[0]!
              const example = await apiMatrix[key]!.call(world, persona)
              return {
                key,
                path: example.path,
                persona,
                contentType: 'application/json',
                data: Buffer.from(JSON.stringify(example.json ?? {})),
              }
            }),
        )),
      ]
      for (const body of bodies)
        for (const ending of ['end', 'reset'] as const) {
          const before = await journal.mark()
          const token = world.tokens[body.persona as Persona]
          const head = [
            `${body.key.split(' ')[0]} /api${body.path} HTTP/1.1`,
            `host: ${new URL(server.url).host}`,
            `content-type: ${body.contentType}`,
            ...(token ? [`authorization: Bearer ${token}`] : []),
          ]
          const answer = await cutOffRequest(
            server.url,
            head,
            body.data,
            Math.floor(body.data.length / 2),
            ending,
          )
          // Give a handler that is still reading the time to fail, then see that nothing was kept.
          await new Promise((resolve) => setTimeout(resolve, 50))
          const after = await journal.mark()
          const what = `${body.key}, cut off at half its ${body.data.length} bytes (${ending === 'end' ? 'the client waits' : 'the client is gone'})`
          if (ending === 'end' && answer.status === undefined && !answer.closed)
            problems.push(`${what}: no answer, and the connection stays open`)
          if (answer.status !== undefined)
            await judge(
              {
                persona: body.persona,
                method: body.key.split(' ')[0]!,
                path: body.path,
                mustRefuse: 'the body is cut off',
                what,
              },
              { status: answer.status, contentType: answer.contentType, text: answer.text },
              before,
              after,
            ).catch((error: Error) => problems.push(error.message))
          else if (after !== before && (await keptSince(before)).length)
            problems.push(`${what}: rows were written: ${JSON.stringify(await keptSince(before))}`)
        }
      const ping = await server.api('/api/telemetry/ping')
      expect(ping.status, 'the server still answers').toBe(200)
      expect(problems).toEqual([])
    },
  )
})

describe('when the server itself fails', () => {
  it('then the 500 is { code, message, reference } and shows nothing of its insides: no stack, no SQL, no path', async () => {
    // A real failure, no mock: the bytes of stored files vanish from the disk while their records remain.
    const { readdir, rename } = await import('node:fs/promises')
    const path = await import('node:path')
    const folder = server.payload.collections.files.config.upload.staticDir!
    const [photo] = (
      await server.payload.find({
        collection: 'files',
        where: { id: { equals: world.order.photoId } },
        depth: 0,
      })
    ).docs
    const [report] = (
      await server.payload.find({
        collection: 'files',
        where: { id: { equals: world.done.reportFileId } },
        depth: 0,
      })
    ).docs
    const moved = [photo!.filename!, report!.filename!]
    expect((await readdir(folder)).filter((name) => moved.includes(name))).toHaveLength(2)
    for (const name of moved) await rename(path.join(folder, name), path.join(folder, `${name}.gone`))
    try {
      const calls = [
        { path: `/files/${world.order.photoId}/download`, token: world.tokens.admin },
        { path: `/orders/${world.done.valuationId}/report?key=${world.done.key}`, token: undefined },
      ]
      for (const call of calls) {
        const response = await server.api(`/api${call.path}`, { token: call.token })
        const answer = {
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text: await response.text(),
        }
        expect(answer.status, `${call.path}: ${answer.text}`).toBe(500)
        expect(failureProblem(JSON.parse(answer.text)), answer.text).toBeUndefined()
        expect(leaksIn(answer.text, call.path, [...serverPaths(), folder, ...moved]), answer.text).toEqual([])
      }
    } finally {
      for (const name of moved) await rename(path.join(folder, `${name}.gone`), path.join(folder, name))
    }
  })
})
