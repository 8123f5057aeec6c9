import { positionOf, type ComparableSale, type SaleSuburbs } from '@valuedesk/domain'

import { localities, localitiesLoaded } from '../../geography/localities.ts'
import { centreOf, localityInAddress } from '../../geography/localityInAddress.ts'

/** Sales in a data provider's export usually have no coordinates. */
export async function saleSuburbsOf(
  sales: Pick<ComparableSale, 'address' | 'latitude' | 'longitude'>[],
): Promise<SaleSuburbs> {
  const unplaced = sales.filter((sale) => !positionOf(sale))
  const found = new Map<string, ReturnType<typeof centreOf>>()
  if (!unplaced.length) return found
  // Should the loader fail, the index is read here, as it always could be: its error is the one to see.
  await localitiesLoaded().catch(() => undefined)
  const index = localities()
  for (const { address } of unplaced) {
    if (found.has(address)) continue
    const locality = localityInAddress(address, index)
    if (locality) found.set(address, centreOf(locality))
  }
  return found
}
