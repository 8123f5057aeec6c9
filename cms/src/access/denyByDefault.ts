import type { Access, Endpoint, PayloadHandler, PayloadRequest, SanitizedConfig } from 'payload'

import { checkRole, staffRoles } from './roles.ts'

type Entity = SanitizedConfig['collections'][number] | SanitizedConfig['globals'][number]
type AccessMap = Record<string, Access | undefined>

/** An operation without a function of ours is Payload's default: any signed-in user, guests included. */
export function accessOperationsOf(entity: Entity): string[] {
  const isCollection = 'auth' in entity
  return [
    ...(isCollection ? ['create', 'read', 'update', 'delete'] : ['read', 'update']),
    ...(entity.versions ? ['readVersions'] : []),
    ...(isCollection && entity.auth ? ['unlock', 'admin'] : []),
  ]
}

/** What an operation left to Payload's default gets instead: nobody (and the audit test names it). */
export const unstated: Access = () => false

const STATED = Symbol('stated access')

export const statedAccess = (access: Access | undefined): Access | undefined =>
  (access as { [STATED]?: Access } | undefined)?.[STATED] ?? access

const isStaff = (req: PayloadRequest) => checkRole(staffRoles, req.user)

/** REST and GraphQL serve staff only: Payload refuses others itself; the staff door is a second wall. */
const localApiOrStaff = (stated: Access): Access =>
  Object.assign(
    (args: Parameters<Access>[0]) =>
      args.req.payloadAPI === 'local' || isStaff(args.req) ? stated(args) : false,
    { [STATED]: stated },
  )

const isPayloadDefault = (access: Access | undefined) =>
  !access || ['defaultAccess', 'defaultUnlockAccess'].includes(access.name)

function guardAccess(entity: Entity) {
  const access = (entity.access ?? {}) as AccessMap
  for (const operation of accessOperationsOf(entity)) {
    const stated = access[operation]
    access[operation] = localApiOrStaff(isPayloadDefault(stated) ? unstated : stated!)
  }
  entity.access = access as never
}

/** They ask no collection's access: a password, token or reset link decides; unlocking is not among them. */
const signInFlow = new Set([
  'users post /login',
  'users post /logout',
  'users post /refresh-token',
  'users get /init',
  'users post /first-register',
  'users post /forgot-password',
  'users post /reset-password',
])
/** Who is signed in: signed out, Payload's answer (no one); signed in, staff alone. */
const whoAmI = 'users get /me'

const endpointKey = (scope: string, endpoint: Endpoint) => `${scope} ${endpoint.method} ${endpoint.path}`

/** Jobs, preferences and Payload's root read and write without asking any access, so staff alone. */
const staffOnly =
  (handler: PayloadHandler, key: string): PayloadHandler =>
  (req) => {
    if (isStaff(req) || (key === whoAmI && !req.user)) return handler(req)
    return Response.json(
      { message: 'This is for our staff, signed in to /admin; customers use /api.' },
      { status: req.user ? 403 : 401 },
    )
  }

/** Payload's jobs (run them, their records): an admin's, as the door in front says too. */
const adminsOnly =
  (handler: PayloadHandler): PayloadHandler =>
  (req) =>
    checkRole(['admin'], req.user)
      ? handler(req)
      : Response.json({ message: 'Only admins do that.' }, { status: 403 })

/** Payload shares its default endpoint objects between collections: each gets guarded copies of its own. */
function guardEndpoints<L extends Endpoint[] | false>(scope: string, endpoints: L): L {
  if (!Array.isArray(endpoints)) return endpoints
  return endpoints.map((endpoint) => {
    const key = endpointKey(scope, endpoint)
    if (signInFlow.has(key)) return endpoint
    const handler = scope === 'payload-jobs' ? adminsOnly(endpoint.handler) : endpoint.handler
    return { ...endpoint, handler: staffOnly(handler, key) }
  }) as L
}

/** Deny by default inside Payload: an operation left to Payload's default gets `unstated` (nobody). */
export function denyByDefault(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    guardAccess(collection)
    collection.endpoints = guardEndpoints(collection.slug, collection.endpoints)
  }
  for (const global of config.globals) {
    guardAccess(global)
    global.endpoints = guardEndpoints(`global ${global.slug}`, global.endpoints)
  }
  config.endpoints = guardEndpoints('root', config.endpoints)
  return config
}
