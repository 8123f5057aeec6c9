import { defineConfig, type TestProjectConfiguration } from 'vitest/config'

import { postgresBinDir } from './cms/src/dev/throwawayPostgres.ts'

/** On SQLite only, for CI's time on two cores; a file that comes to depend on the database moves off. */
const aboveTheDatabase = [
  'access-audit',
  'backup',
  'blogs',
  'businesses',
  'cms-api-for-staff-only',
  'cms-endpoints',
  'commercial-report',
  'comparable-evidence',
  'concurrent-orders-stored-once',
  'contract',
  'cross-owner-writes-refused',
  'files',
  'geo-google',
  'geography',
  'home-page-testimonials-and-sample',
  'html-validity',
  'known-address-answered-alike',
  'openapi-fuzz',
  'order-details',
  'order-photos',
  'pages',
  'path-variants',
  'reference-data',
  'report-content',
  'report-readiness',
  's3-storage',
  'scope-decided-before-payment',
  'signature-access',
  'site-scripts',
  'uploads',
  'verified-callers',
]

const integration = (dialect: 'sqlite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `integration-${dialect}`,
    include: ['tests/integration/**/*.test.ts'],
    exclude:
      dialect === 'postgres' ? aboveTheDatabase.map((name) => `tests/integration/${name}.test.ts`) : [],
    // Tests make many anonymous calls from one address; security.test.ts puts the real limits back.
    env: { TEST_DIALECT: dialect, NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '100' },
    globalSetup: ['tests/support/globalSetup.ts'],
    setupFiles: ['tests/support/databaseSetup.ts'],
    // Each file boots its own Payload in its own process, against its own database.
    pool: 'forks',
    isolate: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

const hasPostgres = Boolean(postgresBinDir())
if (!hasPostgres)
  console.warn('PostgreSQL server binaries not found: the integration suite runs on SQLite only.')

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,cms,api,order-app,site}/src/**/*.test.{ts,tsx}'],
          env: { NODE_ENV: 'test' },
        },
      },
      integration('sqlite'),
      ...(hasPostgres ? [integration('postgres')] : []),
    ],
  },
})
