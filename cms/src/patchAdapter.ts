import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/** How this project adds what Payload's adapters lack without forking them. */
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
