import type { TransitionActor } from '@valuedesk/domain'

import { checkRole } from '../../access/roles.ts'
import type { User } from '../../payload-types.ts'

/** Who is acting, as the workflow rules know them: no user is the system (a payment); else the user's role. */
export const actorOf = (user: User | null): TransitionActor =>
  !user
    ? 'system'
    : checkRole(['admin'], user)
      ? 'admin'
      : checkRole(['valuer'], user)
        ? 'valuer'
        : 'customer'
