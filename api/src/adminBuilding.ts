/** While the admin builds in the background its paths answer 503 with Retry-After; no restart. */
import type { NodeHandler } from '@valuedesk/cms/admin'

const retryAfterSeconds = 10

const page = (title: string, body: string, refresh: boolean) => `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${refresh ? `<meta http-equiv="refresh" content="${retryAfterSeconds}">` : ''}
    <meta name="robots" content="noindex">
    <title>${title} · ValueDesk</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1f2933; background: #f5f7fa; }
      main { max-width: 36rem; margin: 15vh auto; padding: 0 1.5rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>
`

export const adminBuildingPage = page(
  'The back office is being built',
  `<p>This is the first start since the admin's sources changed, so the server is building the back office
        (Next) in the background: about three minutes on two cores. The site is already serving.</p>
      <p>This page reloads itself every ${retryAfterSeconds} seconds and shows the back office when it is ready.</p>`,
  true,
)

export const adminBuildFailedPage = page(
  'The back office could not be built',
  `<p>Building the back office failed; the server's log says why. The site goes on serving.</p>
      <p>Fix the cause, then start the server again (or run <code>npm run build</code> first).</p>`,
  false,
)

export function adminWhenReady(ready: Promise<NodeHandler>): NodeHandler {
  let admin: NodeHandler | undefined
  let failed = false
  ready.then(
    (handler) => void (admin = handler),
    () => void (failed = true),
  )
  return async (req, res) => {
    if (admin) return admin(req, res)
    const building = !failed
    res.statusCode = building ? 503 : 500
    res.setHeader('cache-control', 'no-store')
    if (building) res.setHeader('retry-after', String(retryAfterSeconds))
    if (/^\/admin(\/|$)/i.test(req.url ?? '')) {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(building ? adminBuildingPage : adminBuildFailedPage)
    } else {
      res.setHeader('content-type', 'application/json; charset=utf-8')
      res.end(
        JSON.stringify(
          building
            ? { code: 'admin_building', message: 'The back office is being built; try again shortly.' }
            : {
                code: 'admin_build_failed',
                message: "The back office could not be built; see the server's log.",
              },
        ),
      )
    }
  }
}
