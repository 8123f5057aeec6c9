import type { TransitionActor } from '../valuation/transitions.ts'
import { valuationStatuses } from '../valuation/status.ts'
import { purposeNeedsFund } from './schemas.ts'

export type StoredFund = { name?: string | null; trustee?: string | null; abn?: string | null }

export const namedFund = (fund: StoredFund | null | undefined) =>
  fund?.name ? { Name: fund.name, Trustee: fund.trustee ?? '', Abn: fund.abn ?? '' } : undefined

export const fundFields = { Name: 'name', Trustee: 'trustee', Abn: 'ABN' } as const
const storedKey = { Name: 'name', Trustee: 'trustee', Abn: 'abn' } as const

/** The spec's calls carry no fund, so it is asked afterwards and only the report waits for it. */
export function fundOutstanding(
  purpose: string | null | undefined,
  fund: StoredFund | null | undefined,
): (keyof typeof fundFields)[] {
  if (!purposeNeedsFund(purpose)) return []
  return (Object.keys(fundFields) as (keyof typeof fundFields)[]).filter(
    (field) => !fund?.[storedKey[field]]?.trim(),
  )
}

export const fundOutstandingProblem = (missing: readonly (keyof typeof fundFields)[]) =>
  `The fund this SMSF valuation is for is not given yet (${missing.map((field) => `Fund.${field}`).join(', ')}): the report names the fund as its client, so it is not completed without the fund’s ${missing.map((field) => fundFields[field]).join(', ')}. The customer gives them on their order’s page (or an admin enters them on the valuation).`

export const fundAsked = (references: readonly string[] = []) =>
  `We still need the details of the self-managed super fund ${references.length ? `${references.join(', ')} ${references.length > 1 ? 'are' : 'is'}` : 'this valuation is'} for: its name, its trustee and its ABN. The order goes ahead meanwhile (you can pay, and the valuer starts work), but we cannot finish the report until you give them on the order’s page.`

/** Staff correct an order through the admin. */
export function giveFundProblem(status: number, actor: TransitionActor): string | null {
  if (actor !== 'customer')
    return 'The customer gives the fund on their order; staff correct the valuation in the admin instead.'
  if (status === valuationStatuses.Completed)
    return 'This valuation’s report has been delivered: the fund it names can no longer be changed here. Please contact us to correct it.'
  if (status === valuationStatuses.Deleted) return 'This order was cancelled: nothing more is needed.'
  return null
}
