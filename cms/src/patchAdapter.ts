import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * A database adapter whose instance, once Payload initialises it, is changed by `patch` (a method wrapped):
 * how this project adds what Payload's adapters lack (sqliteWrites.ts, jobs/claimJobsOneAtATime.ts,
 * accounts/firstAdmin.ts) without forking them.
 */
export function patchAdapter<T extends BaseDatabaseAdapter>(
  adapterObj: DatabaseAdapterObj<T>,
  patch: (adapter: T) => void,
): DatabaseAdapterObj<T> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      patch(adapter)
      return adapter
    },
  }
}
