import { grantOf, type Business, type BusinessBranch, type Franchise } from '@valuedesk/cms'
import { DEFAULT_REMINDER_LEAD_WEEKS, formatAbn, idOf } from '@valuedesk/domain'

export const toBusinessResponse = (business: Business) => ({
  BusinessId: business.id,
  Name: business.name,
  TradingName: business.tradingName ?? null,
  ABN: formatAbn(business.abn),
  Email: business.email ?? null,
  Phone: business.phone ?? null,
  Website: business.website ?? null,
  Invoicing: business.invoicing ?? 'per-order',
  Account: (() => {
    const grant = grantOf(business)
    return grant ? { LimitCents: grant.limitCents, GrantedAt: grant.grantedAt ?? null } : null
  })(),
  ReminderLeadWeeks: business.reminderLeadWeeks ?? DEFAULT_REMINDER_LEAD_WEEKS,
  CreatedAt: business.createdAt,
})

export const toBranchResponse = (branch: BusinessBranch) => ({
  BusinessBranchId: branch.id,
  BusinessId: idOf(branch.business),
  BusinessName: typeof branch.business === 'object' ? branch.business.name : null,
  Name: branch.name,
  IsHeadOffice: Boolean(branch.isHeadOffice),
  Email: branch.email ?? null,
  Phone: branch.phone ?? null,
  Street: branch.street ?? null,
  Suburb: branch.suburb ?? null,
  State: branch.state ?? null,
  Postcode: branch.postcode ?? null,
  FranchiseId: branch.franchise ? idOf(branch.franchise) : null,
})

export const toFranchiseResponse = (franchise: Franchise, branchCount: number) => {
  const branch = franchise.branch
  return {
    FranchiseId: franchise.id,
    Name: franchise.name,
    BusinessBranchId: idOf(branch),
    BusinessId: typeof branch === 'object' ? idOf(branch.business) : null,
    BranchCount: branchCount,
  }
}
