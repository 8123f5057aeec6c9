import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

import { patchAdapter } from '../patchAdapter.ts'

/** The advisory lock every process takes to claim jobs (any fixed number). */
const jobClaimLock = 8_620_301

/**
 * Payload 3.90's job runner claims jobs in one transaction that reads the runnable ones, then marks
 * each as processing by id. Two processes claiming at the same moment (each claims every second
 * and after each job) read the same jobs and both run them. Here each claim on PostgreSQL first
 * takes a transaction-scoped advisory lock: claims from all processes go one after another, and each
 * reads what the previous one marked. The lock lasts the few milliseconds of a claim, never a job.
 * (Fixed upstream by payloadcms/payload#17441, not in 3.90.)
 */
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
