import { accountRoutes } from './account/account.router.ts'
import { authRoutes } from './auth/auth.router.ts'
import { blogsRoutes } from './blogs/blogs.router.ts'
import { bulkOrdersRoutes } from './bulk-orders/bulkOrders.router.ts'
import { businessesRoutes } from './firms/businesses.router.ts'
import { firmColleaguesRoutes } from './firms/firmColleagues.router.ts'
import { firmRoutes } from './firms/firm.router.ts'
import { firmXeroRoutes } from './firms/firmXero.router.ts'
import { franchisesRoutes } from './firms/franchises.router.ts'
import { contactsRoutes } from './contacts/contacts.router.ts'
import { datesRoutes } from './dates/dates.router.ts'
import { emailsRoutes } from './emails/emails.router.ts'
import { enumerationsRoutes } from './enumerations/enumerations.router.ts'
import { filesRoutes } from './files/files.router.ts'
import { addressLookupRoutes } from './address-lookup/addressLookup.router.ts'
import { geographyRoutes } from './geography/geography.router.ts'
import { invoicesRoutes } from './invoices/invoices.router.ts'
import { orderLinkRoutes } from './orders/orderLink.router.ts'
import { ordersRoutes } from './orders/orders.router.ts'
import { paymentsRoutes } from './payments/payments.router.ts'
import { practicesRoutes } from './practices/practices.router.ts'
import { productsRoutes } from './products/products.router.ts'
import { propertiesRoutes } from './properties/properties.router.ts'
import { reportsRoutes } from './reports/reports.router.ts'
import type { Route } from './http/route.ts'
import { telemetryRoutes } from './telemetry/telemetry.router.ts'
import { invitationsRoutes } from './users/invitations.router.ts'
import { usersRoutes } from './users/users.router.ts'
import { valuationFormRoutes } from './valuation-form/valuationForm.router.ts'
import { valuationsRoutes } from './valuations/valuations.router.ts'
import { verificationRoutes } from './verification/verification.router.ts'

export const routes: readonly Route[] = [
  ...authRoutes,
  ...usersRoutes,
  ...accountRoutes,
  ...invitationsRoutes,
  ...contactsRoutes,
  ...enumerationsRoutes,
  ...addressLookupRoutes,
  ...datesRoutes,
  ...valuationFormRoutes,
  ...ordersRoutes,
  ...bulkOrdersRoutes,
  ...productsRoutes,
  ...invoicesRoutes,
  ...paymentsRoutes,
  ...filesRoutes,
  ...valuationsRoutes,
  ...orderLinkRoutes,
  ...propertiesRoutes,
  ...reportsRoutes,
  ...practicesRoutes,
  ...businessesRoutes,
  ...firmRoutes,
  ...firmColleaguesRoutes,
  ...firmXeroRoutes,
  ...blogsRoutes,
  ...geographyRoutes,
  ...franchisesRoutes,
  ...telemetryRoutes,
  ...emailsRoutes,
  ...verificationRoutes,
]
