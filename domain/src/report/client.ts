import { formatAbn } from '../abn.ts'

type Fund = { name: string; trustee: string; abn: string }

/** Where a super fund orders, the client is its trustee acting for it. */
export function reportClient(orderedBy: string, fund: Fund | null): string {
  if (!fund?.name.trim()) return orderedBy
  const trustee = fund.trustee.trim()
  return trustee ? `${trustee} as trustee for ${fund.name.trim()}` : `The trustee for ${fund.name.trim()}`
}

export const clientLine = ({ client, fund }: { client: string; fund: Fund | null }) =>
  fund?.abn.trim() ? `${client} (ABN ${formatAbn(fund.abn)})` : client
