import { defineConfig, type TestProjectConfiguration } from 'vitest/config'

import { postgresBinDir } from './cms/src/dev/throwawayPostgres.ts'

/** On SQLite only, for CI's time on two cores; a file that comes to depend on the database moves off. */
const aboveTheDatabase = [
  'access-audit',
  'backup',
  'blogs',
  'businesses',
  'cms-endpoints',
  'commercial-report',
  'comparable-evidence',
  'contract',
  'equal-time',
  'files',
  'geo-google',
  'geography',
  'home-proof',
  'html-validity',
  'load',
  'one-door-examples',
  'openapi-fuzz',
  'order-details',
  'order-photos',
  'pages',
  'path-variants',
  'reference-data',
  'report-content',
  'report-readiness',
  's3-storage',
  'scope-by-state',
  'signature-access',
  'site-scripts',
  'staff-door',
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
