import node from '@astrojs/node'
import react from '@astrojs/react'
import { defineConfig } from 'astro/config'

// Built once into dist/; api/src/server.ts mounts dist/server/entry.mjs as Express middleware
// and serves dist/client. Pages read content from the in-process Payload through Astro.locals.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  build: { assets: '_astro' },
  compressHTML: true,
  // Astro hashes the inline scripts it writes (island loader, hydration directives) into the page's
  // Content-Security-Policy header; the site's middleware puts those hashes into our own policy.
  security: { csp: true },
})
