// Run by globalSetup.ts in a process of its own: the migrations and seeded content of a first start, then a clean stop.
import { bootPayload } from '@valuedesk/cms'

const payload = await bootPayload({ runJobs: false })
await payload.destroy()
// On PostgreSQL something still holds the event loop after destroy (the process ran on for an hour); the template
// is written and its connections closed, so nothing is left to wait for.
process.exit(0)
