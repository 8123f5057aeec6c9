import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

import { patchAdapter } from '../patchAdapter.ts'

const jobClaimLock = 8_620_301

/** Payload 3.90 lets two processes claim the same jobs: an advisory lock serialises (#17441). */
export const claimJobsOneAtATime = (adapterObj: DatabaseAdapterObj<PostgresAdapter>) =>
  patchAdapter(adapterObj, (adapter) => {
    const updateJobs = adapter.updateJobs
    adapter.updateJobs = async function (this: PostgresAdapter, jobArgs) {
      const claiming = jobArgs.id === undefined && jobArgs.data.processing === true
      const transaction = claiming ? this.sessions[String(await jobArgs.req?.transactionID)] : undefined
      if (transaction)
        await this.execute({ db: transaction.db, raw: `SELECT pg_advisory_xact_lock(${jobClaimLock})` })
      return updateJobs.call(this, jobArgs)
    }
  })
