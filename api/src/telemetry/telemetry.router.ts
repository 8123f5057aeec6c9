import { z } from 'zod'

import { defineRoute } from '../http/route.ts'

export const telemetryRoutes = [
  defineRoute({
    method: 'get',
    path: '/telemetry/ping',
    summary: 'Answers true while the server and its database are reachable',
    tag: 'Telemetry',
    access: 'anonymous',
    response: z.boolean(),
    handler: async ({ payload }) => {
      await payload.count({ collection: 'users', overrideAccess: true })
      return true
    },
  }),
]
