import type { Fund } from '@valuedesk/domain'

/** A fund as the valuation (and the snapshot) keeps it. */
export const storedFund = (fund: Fund | undefined) =>
  fund ? { name: fund.Name, trustee: fund.Trustee, abn: fund.Abn } : undefined
