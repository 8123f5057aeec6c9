import type { Access, Endpoint, PayloadHandler, PayloadRequest, SanitizedConfig } from 'payload'

import { checkRole, staffRoles } from './roles.ts'

type Entity = SanitizedConfig['collections'][number] | SanitizedConfig['globals'][number]
type AccessMap = Record<string, Access | undefined>

/**
 * The access operations Payload asks of a collection or a global: its CRUD, and those its features add
 * (versions, unlocking an account, entering the admin). An operation without a function of ours is Payload's
 * default: any signed-in user, guests and customers included.
 */
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

/** The access function a collection or global states for an operation, beneath the wall below. */
export const statedAccess = (access: Access | undefined): Access | undefined =>
  (access as { [STATED]?: Access } | undefined)?.[STATED] ?? access

const isStaff = (req: PayloadRequest) => checkRole(staffRoles, req.user)

/**
 * Customers, guests and nobody reach Payload through /api alone, which calls the Local API as them
 * (api/src/http/caller.ts): what they may do there is the stated access. Payload's REST and GraphQL serve our
 * staff's screens: there anyone else is refused by Payload itself, whatever path brought the request past the
 * staff door in front (api/src/http/staffDoor.ts), which stays as a second wall.
 */
const localApiOrStaff = (stated: Access): Access =>
  Object.assign(
    (args: Parameters<Access>[0]) =>
      args.req.payloadAPI === 'local' || isStaff(args.req) ? stated(args) : false,
    { [STATED]: stated },
  )

/** Payload's own default access functions, which let in any signed-in user. */
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

/**
 * The calls of /admin's sign-in screens, open to everyone: they ask no collection's access (a password, a
 * token or a reset link decides), and answer nothing but the caller's own sign-in. The first admin's is
 * Payload's to refuse once an admin exists (accounts/firstAdmin.ts); unlocking is not among them.
 */
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

/**
 * Every other endpoint (a collection's, a global's, Payload's root, the jobs', the preferences', which read
 * and write the database without asking any access) answers staff alone; then the access functions decide
 * among staff.
 */
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

/**
 * Deny by default, inside Payload: every collection's and global's access operations get a function of ours
 * (one left to Payload's default gets `unstated`: nobody), each answering only staff outside the Local API;
 * and every endpoint but the sign-in flow's answers staff alone.
 */
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
