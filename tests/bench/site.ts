/**
 * npm run bench:site — per marketing page: JavaScript shipped (gzip), HTML size, and the cached
 * page's request rate next to the same server's rate for a static file of the same size. Figures, not a test.
 */
import autocannon from 'autocannon'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { startBuiltServer } from './server.ts'

export const marketingPages = [
  '/',
  '/pricing',
  '/faq',
  '/valuation',
  '/sample-report',
  '/about',
  '/blogs',
  '/terms-and-conditions',
]
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

/** Every JavaScript module a page loads: its scripts and islands, and what they import, followed. */
async function javascriptBytes(base: string, html: string) {
  const entry = [...html.matchAll(/(?:src|component-url|renderer-url)="([^"]+\.js)"/g)].map(
    (m) => new URL(m[1]!, base).href,
  )
  const seen = new Set<string>()
  let gzip = 0
  const queue = [...entry]
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const source = await (await fetch(url)).text()
    gzip += gzipSync(source).byteLength
    // Static imports only: a dynamic import() loads when it is used (the contact form, when the panel opens).
    for (const m of source.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g))
      queue.push(new URL(m[1]!, url).href)
  }
  return { files: seen.size, gzip }
}

export async function rate(url: string, options: Omit<autocannon.Options, 'url'> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, ...options })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/**
 * One row per page: sizes, first (uncached) render, and the cached page's rate next to the rate for
 * a static file of the same size, served by the same server (express.static under /media/).
 */
export async function measurePages(base: string, dataDir: string, paths: readonly string[] = marketingPages) {
  mkdirSync(path.join(dataDir, 'media'), { recursive: true })
  // Each page's first, uncached render; beside it, a static file of the same size.
  const pages = []
  for (const [n, page] of paths.entries()) {
    const url = base + page
    const began = performance.now()
    const html = await (await fetch(url)).text()
    const firstMs = performance.now() - began
    const staticName = `bench-static-${n}.html`
    writeFileSync(path.join(dataDir, 'media', staticName), html)
    pages.push({
      page,
      url,
      html,
      firstMs,
      staticUrl: `${base}/media/${staticName}`,
      js: await javascriptBytes(url, html),
    })
  }
  // JIT and the freshly started server's first jobs out of the way of the first page's figures.
  for (const { url, staticUrl } of pages) {
    await rate(url, { duration: 1 })
    await rate(staticUrl, { duration: 1 })
  }
  const rows = []
  for (const { page, url, html, firstMs, staticUrl, js } of pages) {
    const cached = await rate(url)
    const same = await rate(staticUrl)
    rows.push({
      page,
      'HTML bytes': Buffer.byteLength(html),
      'HTML gzip': gzipSync(html).byteLength,
      'JS files': js.files,
      'JS gzip bytes': js.gzip,
      'first render ms': Math.round(firstMs),
      'cached req/s': Math.round(cached.rps),
      'p50 ms': cached.p50,
      'p99 ms': cached.p99,
      errors: cached.errors,
      'static req/s': Math.round(same.rps),
      'static p99 ms': same.p99,
      'vs static': `${Math.round((cached.rps / same.rps) * 100)}%`,
    })
  }
  return rows
}

if (import.meta.main) {
  const server = await startBuiltServer()
  try {
    console.log(
      `Server ready in ${server.startSeconds.toFixed(1)} s at ${server.url}; ${connections} connections, ${seconds} s per run\n`,
    )
    console.table(await measurePages(server.url, server.dataDir))
  } finally {
    await server.stop()
  }
}
