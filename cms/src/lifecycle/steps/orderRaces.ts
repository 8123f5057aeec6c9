import { OVER_MONTHLY_BILLING_LIMIT } from './monthlyBilling.ts'

/** A conflict another attempt may have caused (not the monthly billing limit, which a retry cannot mend). */
export const isConflictOfRace = (error: unknown) =>
  (error as { status?: number }).status === 409 &&
  (error as { code?: string }).code !== OVER_MONTHLY_BILLING_LIMIT

/** A write refused because another attempt already made a record under the same order key. */
export const lostRaceForKey = (error: unknown) =>
  (error as { data?: { errors?: { path?: string }[] } })?.data?.errors?.some(
    (item) => item.path === 'orderKey',
  ) ?? false
