import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** Requests for every operation of an OpenAPI document, faked and fuzzed by Portman (@apideck/portman), not by us. */
export type GeneratedRequest = {
  /** Portman's name: the operation's summary, then the variation, e.g. `[Fuzz][required Email]`. */
  name: string
  method: string
  /** The operation's path in the document (`/api/contacts/{id}`). */
  operation: string
  /** What to call, from `/api` on, with the fuzzer's path parameters and query. */
  path: string
  body?: string
}

type PostmanItem = {
  name: string
  item?: PostmanItem[]
  request?: {
    method: string
    url: {
      path: string[]
      query?: { key: string; value: string | null; disabled?: boolean }[]
      variable?: { key: string; value: unknown }[]
    }
    body?: { mode: string; raw?: string }
  }
}

const every = { enabled: true }
const fuzzEverything = {
  requiredFields: every,
  minimumNumberFields: every,
  maximumNumberFields: every,
  minLengthFields: every,
  maxLengthFields: every,
}
/** Where to aim an operation's requests (`get /api/contacts/{id}`): its path parameters and query, by name. */
export type Aims = Record<string, { path: Record<string, string>; query: Record<string, string> }>

const portmanConfig = (aims: Aims) => ({
  version: 1,
  overwrites: Object.entries(aims).map(([operation, aim]) => ({
    openApiOperation: operation.replace(/^(\w+) /, (_, method: string) => `${method.toUpperCase()}::`),
    overwriteRequestPathVariables: Object.entries(aim.path).map(([key, value]) => ({ key, value })),
    overwriteRequestQueryParams: Object.entries(aim.query).map(([key, value]) => ({ key, value })),
  })),
  tests: {
    variationTests: [
      {
        openApiOperation: '*::/*',
        variations: [
          {
            name: 'Fuzz',
            fuzzing: [{ requestBody: [fuzzEverything], requestQueryParams: [fuzzEverything] }],
            tests: {},
          },
        ],
      },
    ],
  },
})
// Postman's converter: values faked from the schemas, optional query parameters sent too.
const postmanConfig = {
  folderStrategy: 'Tags',
  parametersResolution: 'Example',
  requestParametersResolution: 'Example',
  exampleParametersResolution: 'Example',
  enableOptionalParameters: true,
}

const portmanCli = join(
  dirname(createRequire(import.meta.url).resolve('@apideck/portman/package.json')),
  'bin/portman',
)
const seededRandom = fileURLToPath(new URL('./seededRandom.ts', import.meta.url))

function requestsOf(items: PostmanItem[]): GeneratedRequest[] {
  return items.flatMap((item) => {
    if (item.item) return requestsOf(item.item)
    const { method, url, body } = item.request!
    const segments = url.path.slice(1)
    const values = new Map(url.variable?.map((variable) => [variable.key, String(variable.value)]))
    const valueOf = (part: string) =>
      part.startsWith(':') ? encodeURIComponent(values.get(part.slice(1)) ?? '') : part
    const query = new URLSearchParams(
      url.query?.filter((parameter) => !parameter.disabled).map((p) => [p.key, p.value ?? '']),
    ).toString()
    return [
      {
        name: item.name,
        method,
        operation: `/api/${segments.map((part) => part.replace(/^:(\w+)$/, '{$1}')).join('/')}`,
        path: `/${segments.map(valueOf).join('/')}${query ? `?${query}` : ''}`,
        body: body?.mode === 'raw' ? body.raw : undefined,
      },
    ]
  })
}

/**
 * Portman's requests for the document; Portman fakes with Math.random, here seeded by `seed`. With `aims`,
 * those operations' path parameters and query are set before Portman fuzzes (its variations keep them).
 */
export async function portmanRequests(
  document: unknown,
  seed: number,
  aims: Aims = {},
): Promise<GeneratedRequest[]> {
  const dir = await mkdtemp(join(tmpdir(), 'portman-'))
  try {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(document))
    await writeFile(join(dir, 'portman.json'), JSON.stringify(portmanConfig(aims)))
    await writeFile(join(dir, 'postman.json'), JSON.stringify(postmanConfig))
    // Its own process and folder: Portman exits on a bad document and writes ./tmp where it runs.
    await promisify(execFile)(
      process.execPath,
      [
        ...['--import', seededRandom, portmanCli, '--local', 'openapi.json', '--output', 'collection.json'],
        ...['--portmanConfigFile', 'portman.json', '--postmanConfigFile', 'postman.json'],
        // Tests make Portman write the variations (their scripts are not used); a value's children are
        // values, a circular schema Portman would otherwise refuse.
        ...['--includeTests', 'true', '--ignoreCircularRefs', 'true'],
      ],
      { cwd: dir, env: { ...process.env, SEEDED_RANDOM: String(seed) }, maxBuffer: 16 * 1024 * 1024 },
    )
    const collection = JSON.parse(await readFile(join(dir, 'collection.json'), 'utf8')) as {
      item: PostmanItem[]
    }
    return requestsOf(collection.item)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
