import { placeOrder, type PlacedOrder } from './placeOrder.ts'

/** Latency figures of a burst, in milliseconds. */
export function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) }
}

/** `count` customers place an order at the same moment, each with an address and e-mail of their own. */
export async function orderBurst(url: string, count: number) {
  const started = performance.now()
  const latencies: number[] = []
  const results = await Promise.allSettled(
    Array.from({ length: count }, async (_, n) => {
      const begun = performance.now()
      const order = await placeOrder(url, {
        email: `customer${n}@load.test`,
        firstName: `Customer${n}`,
        address: `${n + 1} Carrowbrook Court, Kearneys Spring QLD 4350`,
      })
      latencies.push(performance.now() - begun)
      return order
    }),
  )
  const orders = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))
  return {
    orders: orders as PlacedOrder[],
    failures,
    seconds: (performance.now() - started) / 1000,
    ...percentiles(latencies),
  }
}

/** `count` page views at the same moment, spread over `paths`: each answer's status and whether its HTML is whole. */
export async function pageBurst(url: string, paths: string[], count: number) {
  const started = performance.now()
  const latencies: number[] = []
  const views = await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const path = paths[n % paths.length]!
      const begun = performance.now()
      try {
        const response = await fetch(url + path)
        const html = await response.text()
        latencies.push(performance.now() - begun)
        return { path, status: response.status, whole: html.trimEnd().endsWith('</html>') }
      } catch (error) {
        return { path, status: 0, whole: false, error: String(error) }
      }
    }),
  )
  const errors = views.filter((view) => view.status !== 200 || !view.whole)
  return { views, errors, seconds: (performance.now() - started) / 1000, ...percentiles(latencies) }
}
