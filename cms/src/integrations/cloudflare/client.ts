import type { CloudflareSettings } from '../../env.ts'

/** Cloudflare now allows 100 per call; 30 was the limit for years and is within every plan's. */
export const PURGE_FILES_PER_CALL = 30

const timeoutMs = 10_000

/** Cloudflare did not purge: why, in a line an admin reads (the failed job shows it), with Cloudflare's own words. */
export class CloudflarePurgeFailed extends Error {
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.name = 'CloudflarePurgeFailed'
    this.status = status
  }
}

export function inBatches<T>(items: readonly T[], size = PURGE_FILES_PER_CALL): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}

type CloudflareAnswer = { success?: boolean; errors?: { code?: number; message?: string }[] }

async function failureOf(response: Response, count: number): Promise<CloudflarePurgeFailed | undefined> {
  const text = await response.text().catch(() => '')
  let answer: CloudflareAnswer = {}
  try {
    answer = JSON.parse(text) as CloudflareAnswer
  } catch {
    /* not JSON: the status says it */
  }
  if (response.ok && answer.success === true) return undefined
  const said = (answer.errors ?? [])
    .map((error) => [error.code, error.message].filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ')
  const wait = response.status === 429 ? response.headers.get('retry-after') : null
  return new CloudflarePurgeFailed(
    `Cloudflare did not purge ${count} page(s) (status ${response.status}${said ? `: ${said}` : ''})` +
      (wait ? `; it asks us to wait ${wait} s` : ''),
    response.status,
  )
}

export async function purgeCall(settings: CloudflareSettings, files: readonly string[]): Promise<void> {
  let response: Response
  try {
    response = await fetch(`${settings.apiUrl}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiToken}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ files }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new CloudflarePurgeFailed(
      `Cloudflare did not answer our purge of ${files.length} page(s): ${(error as Error).message}`,
    )
  }
  const failure = await failureOf(response, files.length)
  if (failure) throw failure
}

/** Stops at the first failed call: the URLs of the calls before it are purged. */
export async function purgeFiles(settings: CloudflareSettings, urls: readonly string[]): Promise<void> {
  for (const batch of inBatches([...new Set(urls)])) await purgeCall(settings, batch)
}
