// Run by globalSetup.ts in a process of its own: the migrations and seeded content of a first start, then a clean stop.
import { bootPayload } from '@valuedesk/cms'

const payload = await bootPayload({ runJobs: false })
await payload.destroy()
