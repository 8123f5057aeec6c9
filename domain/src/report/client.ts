import { formatAbn } from '../abn.ts'

type Fund = { name: string; trustee: string; abn: string }

/**
 * Who a report is for. Where a self-managed super fund orders, the client is its trustee acting for it: "Lindale
 * Super Pty Ltd as trustee for Lindale Family Superannuation Fund" (the trustee for the fund where the order named
 * none); otherwise whoever ordered (their business, or their name).
 */
export function reportClient(orderedBy: string, fund: Fund | null): string {
  if (!fund?.name.trim()) return orderedBy
  const trustee = fund.trustee.trim()
  return trustee ? `${trustee} as trustee for ${fund.name.trim()}` : `The trustee for ${fund.name.trim()}`
}

/** The client as the cover and the instructions print it: with the fund's ABN where the order gave one. */
export const clientLine = ({ client, fund }: { client: string; fund: Fund | null }) =>
  fund?.abn.trim() ? `${client} (ABN ${formatAbn(fund.abn)})` : client
