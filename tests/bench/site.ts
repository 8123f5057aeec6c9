/**
 * npm run bench:site — per marketing page: JavaScript shipped (gzip), HTML size, and the cached page's request
 * rate next to a bare Express app's and nginx's for the same bytes. Figures, not a test.
 */
import { gzipSync } from 'node:zlib'

import { pageFolder, startBareExpress, startNginx } from './baselines.ts'
import { startBuiltServer } from './server.ts'
import { requireTools, wrk } from './wrk.ts'

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
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
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

/** Warm-up runs (JIT, a freshly started server's first jobs) are this long; measured runs BENCH_SECONDS (8). */
const warmUpSeconds = 1

/** A ratio as the tables print it. */
export const percentOf = (ours: number, theirs: number) => `${Math.round((ours / theirs) * 100)} %`

/**
 * One row per page: sizes, first (uncached) render, and the cached page's rate and p99 under wrk (1 thread,
 * 50 connections) next to a bare Express app and nginx serving the same bytes, measured in the same run.
 */
export async function measurePages(base: string, paths: readonly string[] = marketingPages) {
  const pages = []
  for (const [n, page] of paths.entries()) {
    const url = base + page
    const began = performance.now()
    const html = await (await fetch(url)).text()
    const firstMs = performance.now() - began
    pages.push({ page, url, html, firstMs, name: `page-${n}.html`, js: await javascriptBytes(url, html) })
  }
  const folder = pageFolder(new Map(pages.map(({ name, html }) => [name, html])))
  const [bare, nginx] = await Promise.all([startBareExpress(folder.pagesDir), startNginx(folder.folder)])
  try {
    for (const { url, name } of pages)
      for (const target of [url, `${bare.url}/pages/${name}`, `${nginx.url}/pages/${name}`])
        await wrk(target, { connections, seconds: warmUpSeconds })
    const rows = []
    for (const { page, url, html, firstMs, name, js } of pages) {
      const cached = await wrk(url, { connections, seconds })
      const express = await wrk(`${bare.url}/pages/${name}`, { connections, seconds })
      const plain = await wrk(`${nginx.url}/pages/${name}`, { connections, seconds })
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
        'bare Express req/s': Math.round(express.rps),
        'vs bare Express': percentOf(cached.rps, express.rps),
        'nginx req/s': Math.round(plain.rps),
        'vs nginx': percentOf(cached.rps, plain.rps),
      })
    }
    return rows
  } finally {
    await Promise.all([bare.stop(), nginx.stop()])
    folder.remove()
  }
}

if (import.meta.main) {
  requireTools(['wrk', 'nginx'])
  const server = await startBuiltServer()
  try {
    console.log(
      `Server ready in ${server.startSeconds.toFixed(1)} s at ${server.url}; ${connections} connections, ${seconds} s per run\n`,
    )
    console.table(await measurePages(server.url))
  } finally {
    await server.stop()
  }
}
