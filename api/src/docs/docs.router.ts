import { Router, static as serveStatic } from 'express'
import swaggerUi from 'swagger-ui-dist'

import type { Route } from '../http/route.ts'
import { openApiDocument } from './openapi.ts'

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>ValueDesk API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true })`

/** /api/openapi.json and the browsable docs at /api/docs, served from the swagger-ui-dist package (no CDN). */
export function docsRouter(routes: readonly Route[], serverUrl: string): Router {
  const document = openApiDocument(routes, serverUrl)
  const router = Router()
  router.get('/openapi.json', (_req, res) => void res.json(document))
  router.get('/docs', (_req, res) => void res.type('html').send(page))
  router.get('/docs/init.js', (_req, res) => void res.type('js').send(init))
  router.use('/docs', serveStatic(swaggerUi.getAbsoluteFSPath(), { index: false, maxAge: '1d' }))
  return router
}
