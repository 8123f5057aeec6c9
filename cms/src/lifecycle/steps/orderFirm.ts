import type { Payload } from 'payload'

import { AppError, standingGrant, toCents, type MonthlyBillingGrant } from '@valuedesk/domain'

import { memberFirmIdsOf } from '../../access/memberships.ts'
import type { Business, Invoice, User } from '../../payload-types.ts'

type Id = number | string

export type OrderFirm = {
  business: Business['id']
  buyer: NonNullable<Invoice['buyer']>
  invoicing: NonNullable<Business['invoicing']>
  grant: MonthlyBillingGrant | null
}

export const grantOf = (firm: Pick<Business, 'accountLimit' | 'accountGrantedAt'> | null | undefined) =>
  standingGrant(
    firm && typeof firm.accountLimit === 'number'
      ? { limitCents: toCents(firm.accountLimit), grantedAt: firm.accountGrantedAt }
      : null,
  )

export const asOrderFirm = (business: Business): OrderFirm => ({
  business: business.id,
  buyer: { name: business.name, abn: business.abn },
  invoicing: business.invoicing ?? 'per-order',
  grant: grantOf(business),
})

/** A member of several firms names one, so an order never lands in the wrong firm’s books. */
export async function orderFirm(
  payload: Payload,
  customer: Pick<User, 'id' | 'businessBranches'>,
  requestedBusinessId?: Id | null,
): Promise<OrderFirm | null> {
  const firms = await memberFirmIdsOf(payload, customer)
  const requested = requestedBusinessId ?? undefined
  if (requested !== undefined && !firms.some((firm) => String(firm) === String(requested)))
    AppError.throwValidation({
      BusinessId: ['You are not a member of this firm: order for a firm you work in.'],
    })
  if (requested === undefined && firms.length > 1)
    AppError.throwValidation({
      BusinessId: ['You work in several firms: choose the firm this order is for.'],
    })
  const id = requested ?? firms[0]
  if (id === undefined) return null
  return asOrderFirm(await payload.findByID({ collection: 'businesses', id, depth: 0, overrideAccess: true }))
}
