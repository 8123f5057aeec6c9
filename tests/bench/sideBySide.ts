/**
 * The table, measured in one run: the same 22 KB /pricing bytes from nginx, from a bare Express app and
 * from our cache; the health check and the instant quote next to a bare Express app answering the same kind of
 * call. wrk, 1 thread, 50 connections, BENCH_SECONDS (8) each. Each of ours is given as a ratio to bare Express,
 * beside its target.
 */
import { pageFolder, startBareExpress, startNginx } from './baselines.ts'
import { percentOf } from './site.ts'
import { wrk, type WrkOptions, type WrkResult } from './wrk.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const connections = 50

type Target = { share: number; p99Ms?: number; perSecond?: number }

const verdict = (ours: WrkResult, bare: WrkResult, target: Target) =>
  ours.rps >= bare.rps * target.share &&
  (target.p99Ms === undefined || ours.p99 <= target.p99Ms) &&
  (target.perSecond === undefined || ours.rps >= target.perSecond) &&
  ours.errors === 0
    ? 'met'
    : 'missed'

const describe = (target: Target) =>
  [
    `≥ ${target.share * 100} % of bare Express`,
    ...(target.perSecond ? [`≥ ${target.perSecond.toLocaleString('en-AU')}/s`] : []),
    ...(target.p99Ms ? [`p99 ≤ ${target.p99Ms} ms`] : []),
  ].join(', ')

/** `quote`: the instant quote's request as a customer's browser sends it (bearer token, JSON body). */
export async function measureSideBySide(base: string, quote: { token: string; body: string }) {
  const html = await (await fetch(`${base}/pricing`)).text()
  const folder = pageFolder(new Map([['pricing.html', html]]))
  const [bare, nginx] = await Promise.all([startBareExpress(folder.pagesDir), startNginx(folder.folder)])
  const post = (body: string, token?: string): WrkOptions => ({
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  const measure = async (url: string, options: WrkOptions = {}) => {
    await wrk(url, { connections, seconds: 1, ...options }) // warm-up
    return wrk(url, { connections, seconds, ...options })
  }
  try {
    const page = {
      nginx: await measure(`${nginx.url}/pages/pricing.html`),
      bare: await measure(`${bare.url}/pages/pricing.html`),
      ours: await measure(`${base}/pricing`),
    }
    const ping = {
      bare: await measure(`${bare.url}/ping`),
      ours: await measure(`${base}/api/telemetry/ping`),
    }
    const json = {
      bare: await measure(`${bare.url}/json`, post(quote.body)),
      ours: await measure(`${base}/api/valuation_form/property_details`, post(quote.body, quote.token)),
    }
    const row = (
      server: string,
      result: WrkResult,
      against: { bare?: WrkResult; nginx?: WrkResult; target?: Target } = {},
    ) => ({
      server,
      'req/s': Math.round(result.rps),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
      'vs bare Express': against.bare ? percentOf(result.rps, against.bare.rps) : '',
      'vs nginx': against.nginx ? percentOf(result.rps, against.nginx.rps) : '',
      target: against.target ? describe(against.target) : '',
      verdict: against.target && against.bare ? verdict(result, against.bare, against.target) : '',
    })
    return [
      row(`nginx 1.22, static file, 1 worker (the ${Buffer.byteLength(html)} bytes of /pricing)`, page.nginx),
      row('Express 5, a bare app sending the same bytes from memory', page.bare, { nginx: page.nginx }),
      row('ours, cached /pricing (x-cache: hit), default logging', page.ours, {
        bare: page.bare,
        nginx: page.nginx,
        target: { share: 0.5, p99Ms: 10 },
      }),
      row('Express 5, a bare app answering GET /ping with true', ping.bare),
      row('ours, GET /api/telemetry/ping', ping.ours, { bare: ping.bare, target: { share: 0.5 } }),
      row('Express 5, a bare app answering a small JSON POST (the quote’s body)', json.bare),
      row('ours, instant quote (POST /api/valuation_form/property_details, bearer token)', json.ours, {
        bare: json.bare,
        target: { share: 0.25, perSecond: 5_000, p99Ms: 20 },
      }),
    ]
  } finally {
    await Promise.all([bare.stop(), nginx.stop()])
    folder.remove()
  }
}
