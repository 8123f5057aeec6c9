// Run by globalSetup.ts in a process of its own: the migrations and seeded content of a first start, then a clean stop.
import { bootPayload } from '@valuedesk/cms'

const payload = await bootPayload({ runJobs: false })
await payload.destroy()
// The PostgreSQL adapter leaves handles open after destroy (its listener of page purges among them): the template is
// written and closed, so nothing is left to wait for.
process.exit(0)
