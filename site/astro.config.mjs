import node from '@astrojs/node'
import react from '@astrojs/react'
import { defineConfig } from 'astro/config'

// api/src/server.ts mounts dist/server/entry.mjs as Express middleware and serves dist/client.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  build: { assets: '_astro' },
  compressHTML: true,
  // The site's middleware puts Astro's script hashes into our own policy.
  security: { csp: true },
})
