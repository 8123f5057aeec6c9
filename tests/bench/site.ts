/**
 * npm run bench:site — per marketing page: JavaScript shipped (gzip), HTML size, and the cached
 * page's request rate next to the same server's rate for a static file. Figures, not a test.
 */
import autocannon from 'autocannon'
import { gzipSync } from 'node:zlib'

import { startBuiltServer } from './server.ts'

const pages = ['/', '/pricing', '/faq', '/sample-report', '/about', '/blogs', '/terms-and-conditions']
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

/** Every JavaScript module a page loads: its scripts and islands, and what they import, followed. */
async function javascriptBytes(base: string, html: string) {
  const entry = [...html.matchAll(/(?:src|component-url|renderer-url)="([^"]+\.js)"/g)].map((m) => new URL(m[1]!, base).href)
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
    for (const m of source.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) queue.push(new URL(m[1]!, url).href)
  }
  return { files: seen.size, gzip }
}

export async function rate(url: string, options: Omit<autocannon.Options, 'url'> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, ...options })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

/** One row per page: sizes, first (uncached) render, and the cached page's rate next to a static file's. */
export async function measurePages(base: string, paths = pages) {
  const staticFile = `${base}/og-image.png`
  await rate(staticFile) // warm-up: JIT and first-render costs out of the figures
  const staticRate = await rate(staticFile)
  const rows = []
  for (const page of paths) {
    const url = base + page
    const first = performance.now()
    const html = await (await fetch(url)).text()
    const firstMs = performance.now() - first
    const js = await javascriptBytes(url, html)
    const cached = await rate(url)
    rows.push({
      page,
      'HTML bytes': html.length,
      'HTML gzip': gzipSync(html).byteLength,
      'JS files': js.files,
      'JS gzip bytes': js.gzip,
      'first render ms': Math.round(firstMs),
      'cached req/s': Math.round(cached.rps),
      'p50 ms': cached.p50,
      'p99 ms': cached.p99,
      errors: cached.errors,
      'vs static': `${Math.round((cached.rps / staticRate.rps) * 100)}%`,
    })
  }
  return { rows, staticRate }
}

if (import.meta.main) {
  const server = await startBuiltServer()
  try {
    console.log(`Server ready in ${server.startSeconds.toFixed(1)} s at ${server.url}; ${connections} connections, ${seconds} s per run\n`)
    const { rows, staticRate } = await measurePages(server.url)
    console.table(rows)
    console.log(`Static file (/og-image.png): ${Math.round(staticRate.rps)} req/s, p50 ${staticRate.p50} ms, p99 ${staticRate.p99} ms`)
  } finally {
    await server.stop()
  }
}
