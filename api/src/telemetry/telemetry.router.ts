import { z } from 'zod'

import { defineRoute } from '../http/route.ts'
import { databaseReachable } from './databaseReachable.ts'

export const telemetryRoutes = [
  defineRoute({
    method: 'get',
    path: '/telemetry/ping',
    summary:
      'Answers true while the server and its database are reachable (the database having answered within the last second)',
    tag: 'Telemetry',
    access: 'anonymous',
    response: z.boolean(),
    handler: async ({ payload }) => {
      await databaseReachable(payload)
      return true
    },
  }),
]
