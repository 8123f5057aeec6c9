import { collectionMatrix } from './collectionMatrix.ts'
import { globalWriteMatrix, writeMatrix } from './writeMatrix.ts'
import { personas, type Persona, type World } from './world.ts'

const staff: readonly Persona[] = ['valuer', 'otherValuer', 'editor', 'admin']
const admins: readonly Persona[] = ['admin']
const editors: readonly Persona[] = ['editor', 'admin']
const nobody: readonly Persona[] = []

/** Who may delete a collection's documents (the write matrix says who writes their fields). */
export const deleters: Record<string, readonly Persona[]> = {
  pages: editors,
  posts: editors,
  categories: editors,
  faqs: editors,
  media: editors,
  // An order's records are kept: a valuation is declined or refunded (lifecycle verbs), never deleted.
  valuations: nobody,
  invoices: nobody,
  'adjustment-notes': nobody,
  reports: admins,
  'report-templates': admins,
  'property-snapshots': admins,
  files: admins,
  practices: admins,
  'practice-valuers': admins,
  signatures: admins,
  products: admins,
  contacts: admins,
  enquiries: admins,
  businesses: admins,
  'business-branches': admins,
  'firm-invitations': nobody,
  franchises: admins,
  countries: admins,
  zones: admins,
  enumerations: admins,
  'enumeration-groups': admins,
  users: admins,
  outbox: admins,
  'outbox-files': admins,
  'email-claims': nobody,
  'email-sends': nobody,
  'request-counts': nobody,
  'stripe-events': nobody,
  'page-purges': nobody,
  'cdn-pages': nobody,
  'payload-kv': nobody,
  'payload-jobs': nobody,
  // Staff let go of their own edit locks and preferences.
  'payload-locked-documents': staff,
  'payload-preferences': staff,
  'payload-migrations': nobody,
}

const union = (lists: (readonly Persona[])[]) =>
  personas.filter((persona) => lists.some((list) => list.includes(persona)))
const readers = (slug: string) => union(collectionMatrix[slug]!.slice(0, 1).map((item) => item.readers))
/** Payload's access to make one is by role: the owner's role is every customer's, a valuer's every valuer's. */
const sameRole: Partial<Record<Persona, Persona>> = { owner: 'otherCustomer', valuer: 'otherValuer' }
const creators = (slug: string) => {
  const makers =
    writeMatrix[slug]!.makers ?? union(Object.values(writeMatrix[slug]!.fields).map((rule) => rule.create))
  return union([makers, makers.flatMap((persona) => sameRole[persona] ?? [])])
}
/** Those who may change some field of the collection's first document. */
const updaters = (slug: string) => {
  const [doc] = writeMatrix[slug]!.docs
  if (doc?.frozen) return nobody
  return union(
    Object.entries(writeMatrix[slug]!.fields).map(([name, rule]) => doc?.except?.[name] ?? rule.update),
  )
}
const firstId = (slug: string, world: World) => collectionMatrix[slug]![0]!.id(world)
/** The first document the write matrix changes (its writers are `updaters`). */
const changedId = (slug: string, world: World) => writeMatrix[slug]!.docs[0]!.id(world)

/** How a call answers: `found` when it must show the document, `through` when only not refused. */
export type EndpointRule = {
  path: (slug: string, world: World) => string
  body?: unknown
  /** Who gets through (before the door: the door lets only staff in, except the sign-in flow). */
  allow: (slug: string) => readonly Persona[]
  /** A read that must show the document to its readers, not only answer. */
  finds?: boolean
  /** The sign-in flow: open to everyone at the door. */
  open?: boolean
  /** Calls left out of the run, with the reason. */
  skip?: string
  /** Ends the session every other call uses: called last, and only in the last pass. */
  endsSession?: boolean
  /**
   * Only the walls are checked (the door's refusals, and Payload's refusals of all but staff): Payload answers
   * these with its own refusals for reasons of its own (a missing token, a bulk write of nothing), so only the
   * access endpoint (below) shows who may.
   */
  doorOnly?: boolean
  /** The access endpoint: which permission of the document it must report as the matrix says. */
  permission?: 'create' | 'read' | 'update' | 'delete'
}

/** An id no document has (0 reads as no id at all to Payload). */
const noDocument = 999_999

/**
 * Every endpoint Payload serves under /cms-api, by method and path as Payload's config lists them (its own,
 * auth, upload and plugin endpoints): who gets through. An endpoint without an entry fails the test.
 */
export const collectionEndpoints: Record<string, EndpointRule> = {
  'GET /': {
    path: (slug, w) => `/${slug}?where[id][equals]=${firstId(slug, w)}&depth=0`,
    allow: readers,
    finds: true,
  },
  'GET /:id': { path: (slug, w) => `/${slug}/${firstId(slug, w)}?depth=0`, allow: readers, finds: true },
  'GET /count': {
    path: (slug, w) => `/${slug}/count?where[id][equals]=${firstId(slug, w)}`,
    allow: readers,
    finds: true,
  },
  'POST /': { path: (slug) => `/${slug}`, body: {}, allow: creators },
  'PATCH /:id': { path: (slug, w) => `/${slug}/${changedId(slug, w)}`, body: {}, allow: updaters },
  'PATCH /': {
    path: (slug, w) => `/${slug}?where[id][equals]=${changedId(slug, w)}&depth=0`,
    body: {},
    allow: updaters,
    finds: true,
  },
  'DELETE /:id': {
    path: (slug) => `/${slug}/${noDocument}`,
    allow: () => staff,
    doorOnly: true,
  },
  'DELETE /': {
    path: (slug) => `/${slug}?where[id][equals]=${noDocument}`,
    allow: () => staff,
    doorOnly: true,
  },
  'POST /:id/duplicate': {
    path: (slug, w) => `/${slug}/${firstId(slug, w)}/duplicate`,
    body: {},
    allow: creators,
  },
  // What the signed-in may do, for their screens; versions of those collections that keep them.
  // The admin's own view of who may delete the document (its Delete button).
  'POST /access/:id?': {
    path: (slug, w) => `/${slug}/access/${firstId(slug, w)}`,
    allow: (slug) => deleters[slug]!,
    permission: 'delete',
  },
  // Versions hold the unpublished drafts: read (and restored) by those who may read drafts alone.
  'GET /versions': { path: (slug) => `/${slug}/versions?limit=1`, allow: () => editors },
  'GET /versions/:id': { path: (slug) => `/${slug}/versions/${noDocument}`, allow: () => editors },
  // Restoring a version no document has: Payload looks for it first (404), so only the walls are seen here.
  'POST /versions/:id': { path: (slug) => `/${slug}/versions/${noDocument}`, body: {}, allow: () => staff },
  // Uploads: the stored file by name (Payload's route saves, never shows), and pasting from a URL (off).
  'GET /file/:filename': { path: (slug) => `/${slug}/file/none.jpg`, allow: () => staff, doorOnly: true },
  'GET /paste-url/:id?': { path: (slug) => `/${slug}/paste-url?src=http://127.0.0.1/`, allow: () => staff },
  // The sign-in flow of /admin; unlocking and e-mail verification are an admin's.
  'POST /login': { path: () => '/users/login', body: {}, allow: () => personas, open: true, doorOnly: true },
  'POST /logout': { path: () => '/users/logout', allow: () => personas, open: true, endsSession: true },
  // Who is signed in: nobody is told so; a signed-in customer or guest is refused (their account is /api's).
  'GET /me': { path: () => '/users/me', allow: () => ['anonymous', ...staff], open: true },
  // A new token for the signed-in (Payload refuses nobody).
  'POST /refresh-token': {
    path: () => '/users/refresh-token',
    allow: () => personas.filter((persona) => persona !== 'anonymous'),
    open: true,
  },
  'GET /init': { path: () => '/users/init', allow: () => personas, open: true },
  // Payload refuses a first admin once there is one.
  'POST /first-register': { path: () => '/users/first-register', body: {}, allow: () => nobody, open: true },
  'POST /forgot-password': {
    path: () => '/users/forgot-password',
    body: {},
    allow: () => personas,
    open: true,
    doorOnly: true,
  },
  'POST /reset-password': {
    path: () => '/users/reset-password',
    body: {},
    allow: () => personas,
    open: true,
    doorOnly: true,
  },
  // An account that exists (Payload refuses to unlock one that does not, as it refuses a caller).
  'POST /unlock': { path: () => '/users/unlock', body: { email: 'login@example.com' }, allow: () => admins },
  // Payload's jobs: an admin's.
  'GET /run': { path: () => '/payload-jobs/run?limit=0', allow: () => admins },
  'GET /handle-schedules': { path: () => '/payload-jobs/handle-schedules', allow: () => admins },
  // The admin's own preferences, each staff member's own.
  'GET /:key': { path: () => '/payload-preferences/nav', allow: () => staff },
  'POST /:key': {
    path: () => '/payload-preferences/matrix',
    body: { value: { open: true } },
    allow: () => staff,
  },
  'DELETE /:key': { path: () => '/payload-preferences/matrix', allow: () => staff, doorOnly: true },
}

/**
 * Endpoints a collection's own routes answer instead: Payload's preferences take `/:key` for any segment, so
 * `/count` and `/<id>` are preference keys there.
 */
export const shadowed: Record<string, string[]> = {
  'payload-preferences': ['GET /count', 'GET /:id', 'DELETE /:id', 'PATCH /:id', 'POST /access/:id?'],
}

/** Saving an edit lock unchanged is its owner's no-op (a take-over of their own lock). */
export const noOpUpdaters: Record<string, readonly Persona[]> = { 'payload-locked-documents': admins }

export const globalEndpoints: Record<string, EndpointRule> = {
  'GET /': {
    path: (slug) => `/globals/${slug}`,
    allow: (slug) => (slug === 'payload-jobs-stats' ? admins : staff),
  },
  'POST /': {
    path: (slug) => `/globals/${slug}`,
    body: {},
    allow: (slug) => union(Object.values(globalWriteMatrix[slug]!)),
  },
  'POST /access': { path: (slug) => `/globals/${slug}/access`, allow: () => staff },
  'GET /versions': { path: (slug) => `/globals/${slug}/versions?limit=1`, allow: () => editors },
  'GET /versions/:id': { path: (slug) => `/globals/${slug}/versions/${noDocument}`, allow: () => editors },
  'POST /versions/:id': {
    path: (slug) => `/globals/${slug}/versions/${noDocument}`,
    body: {},
    allow: () => staff,
  },
}

export const rootEndpoints: Record<string, EndpointRule> = {
  'GET /access': { path: () => '/access', allow: () => staff },
}
