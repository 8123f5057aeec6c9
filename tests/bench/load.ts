/**
 * npm run bench:load — the built product on a fresh SQLite database (the embedded default) takes
 * 200 orders placed at the same moment, then 1,000 page views at the same moment. Figures, not a test:
 * tests/integration/concurrent-orders-stored-once.test.ts and tests/e2e/concurrent-page-views-answered.spec.ts
 * check that nothing is lost.
 */
import { orderBurst, pageBurst } from '../support/bursts.ts'
import { startBuiltServer } from './server.ts'

const orders = Number(process.env.BENCH_ORDERS ?? 200)
const views = Number(process.env.BENCH_VIEWS ?? 1000)

// One address places every order here: the per-address limits of the anonymous calls are lifted.
const server = await startBuiltServer({ RATE_LIMIT_MULTIPLIER: '1000' })
try {
  console.log(`Server ready in ${server.startSeconds.toFixed(1)} s at ${server.url}`)
  const ordered = await orderBurst(server.url, orders)
  const blogs = await (await fetch(`${server.url}/blogs`)).text()
  const post = /href="(\/blogs\/\d+\/[^"]+)"/.exec(blogs)?.[1] ?? '/blogs'
  const paths = ['/', '/pricing', '/faq', '/valuation', post]
  await pageBurst(server.url, paths, paths.length) // first renders out of the figures: they are measured by bench:site
  const viewed = await pageBurst(server.url, paths, views)
  const row = (
    what: string,
    count: number,
    errors: number,
    seconds: number,
    figures: { p50: number; p99: number; max: number },
  ) => ({
    what,
    count,
    errors,
    seconds: Number(seconds.toFixed(1)),
    'per second': Math.round(count / seconds),
    'p50 ms': figures.p50,
    'p99 ms': figures.p99,
    'max ms': figures.max,
  })
  console.table([
    row(`orders at once (5 calls each)`, orders, ordered.failures.length, ordered.seconds, ordered),
    row(`page views at once (${paths.join(' ')})`, views, viewed.errors.length, viewed.seconds, viewed),
  ])
  for (const failure of [...ordered.failures, ...viewed.errors.map((e) => `${e.path}: ${e.status}`)].slice(
    0,
    5,
  ))
    console.log(`  ${failure}`)
  console.log(
    `Distinct invoice numbers: ${new Set(ordered.orders.map((o) => o.invoiceNumber)).size} of ${ordered.orders.length} orders`,
  )
} finally {
  await server.stop()
}
