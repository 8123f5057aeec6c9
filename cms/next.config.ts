import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

// Next only hosts the Payload admin (/admin) and Payload's REST/GraphQL (/cms-api); Express serves the rest.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { tsconfigPath: './tsconfig.json' },
  // pdfkit reads its font metrics from its own folder at run time: bundled, it would not find them.
  serverExternalPackages: ['pdfkit'],
  turbopack: { root: new URL('..', import.meta.url).pathname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
