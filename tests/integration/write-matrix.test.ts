import {
  createLocalReq,
  type CollectionSlug,
  type FlattenedField,
  type GlobalSlug,
  type Payload,
  type TypedUser,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The mark of the order lifecycle's own writes, for putting the world back.
import { LIFECYCLE } from '../../cms/src/lifecycle/steps/transaction.ts'
import { changedValue, dataFields, holds } from '../support/access/fieldValues.ts'
import { globalWriteMatrix, writeMatrix, type CollectionWrites } from '../support/access/writeMatrix.ts'
import { buildWorld, personas, type Persona, type World } from '../support/access/world.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let world: World
beforeAll(async () => {
  server = await startTestServer()
  world = await buildWorld(server)
}, 180_000)
afterAll(() => server?.close())

let serial = 0
const userOf = (persona: Persona) => {
  const user = world.users[persona]
  return user ? ({ ...user, collection: 'users' } as TypedUser) : null
}

/**
 * Runs one write as `persona` and reads whether its value was kept; then puts the world back as it was
 * (`undo`, as the system), so every try meets the same world. (SQLite runs without Payload's transactions:
 * nothing can be rolled back.) A refusal, an error or the field left as it was, is not kept.
 */
async function tryWrite<T>(
  persona: Persona,
  write: (user: TypedUser | null) => Promise<T>,
  check: (written: T) => Promise<boolean>,
  undo: (written: T, kept: boolean) => Promise<unknown>,
): Promise<{ kept: boolean; why?: string }> {
  let written: T
  try {
    written = await write(userOf(persona))
  } catch (error) {
    const { message, data } = error as { message: string; data?: unknown }
    return { kept: false, why: `${message} ${data ? JSON.stringify(data).slice(0, 200) : ''}` }
  }
  const kept = await check(written)
  try {
    await undo(written, kept)
  } catch (error) {
    return { kept, why: `kept, and could not be put back: ${(error as Error).message}` }
  }
  return { kept, why: kept ? undefined : 'the value was not kept' }
}

/** The system's writes that put the world back pass every rule, the lifecycle's guard included. */
const asSystem = { overrideAccess: true, depth: 0, context: { [LIFECYCLE]: true } } as const

/** How many documents each collection holds: the same after the matrix as before. */
async function census(payload: Payload) {
  const counts: Record<string, number> = {}
  // Purges of the page cache are what content changes leave behind, by design.
  for (const slug of Object.keys(writeMatrix).filter((slug) => slug !== 'page-purges'))
    counts[slug] = (await payload.count({ collection: slug as CollectionSlug })).totalDocs
  return counts
}

const fieldOf = (doc: unknown, name: string) => (doc as Record<string, unknown>)[name]

const fieldsOf = (payload: Payload, slug: string): FlattenedField[] =>
  dataFields(
    (payload.collections[slug as CollectionSlug]?.config.flattenedFields ??
      payload.globals.config.find((global) => global.slug === slug)!.flattenedFields) as FlattenedField[],
  )

const hasDrafts = (payload: Payload, slug: string) =>
  Boolean(payload.collections[slug as CollectionSlug].config.versions?.drafts)

/** A new document's required fields, made up, and what the matrix says a new one needs. */
async function newDocument(payload: Payload, slug: string, rule: CollectionWrites, user: TypedUser | null) {
  const data: Record<string, unknown> = {}
  for (const field of fieldsOf(payload, slug))
    if ('required' in field && field.required && !field.name.startsWith('_'))
      data[field.name] = await changedValue(field, undefined, { payload, user, serial: ++serial })
  return { ...data, ...rule.newDoc?.(world) }
}

const image = async () => {
  const sharp = (await import('sharp')).default
  const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: `matrix-${++serial}.jpg`, size: data.length }
}

describe('the generated write matrix: every field of every collection, as every kind of caller', () => {
  it('when a collection or a field is added, then the matrix must say who writes it', () => {
    const problems: string[] = []
    for (const collection of server.payload.config.collections) {
      const rule = writeMatrix[collection.slug]
      if (!rule) {
        problems.push(`${collection.slug}: no entry in tests/support/access/writeMatrix.ts`)
        continue
      }
      const names = fieldsOf(server.payload, collection.slug).map((field) => field.name)
      for (const name of names)
        if (!(name in rule.fields)) problems.push(`${collection.slug}.${name}: no rule`)
      for (const name of Object.keys(rule.fields))
        if (!names.includes(name))
          problems.push(`${collection.slug}.${name}: the collection has no such field`)
    }
    for (const global of server.payload.config.globals) {
      const rule = globalWriteMatrix[global.slug]
      if (!rule) {
        problems.push(`global ${global.slug}: no entry`)
        continue
      }
      const names = fieldsOf(server.payload, global.slug).map((field) => field.name)
      for (const name of names) if (!(name in rule)) problems.push(`global ${global.slug}.${name}: no rule`)
    }
    if (problems.length) console.log(problems.join('\n'))
    expect(problems).toEqual([])
  })

  it(
    'when each kind of caller writes each field of a new document, then only its writers’ values are kept',
    { timeout: 600_000 },
    async () => {
      const { payload } = server
      const problems: string[] = []
      const counts = await census(payload)
      for (const [slug, rule] of Object.entries(writeMatrix)) {
        const collection = slug as CollectionSlug
        for (const field of fieldsOf(payload, slug)) {
          for (const persona of personas) {
            const user = userOf(persona)
            const value = await changedValue(field, undefined, { payload, user, serial: ++serial })
            const data = { ...(await newDocument(payload, slug, rule, user)), [field.name]: value }
            if (value === undefined) continue
            const { kept, why } = await tryWrite(
              persona,
              async (user) =>
                payload.create({
                  collection,
                  data: data as never,
                  ...(rule.file ? { file: await image() } : {}),
                  user,
                  overrideAccess: false,
                  depth: 0,
                  draft: false,
                }),
              async (created) => {
                const stored = await payload.findByID({
                  collection,
                  id: created.id,
                  depth: 0,
                  draft: hasDrafts(payload, slug),
                })
                return holds(fieldOf(stored, field.name), value)
              },
              (created) => payload.delete({ collection, id: created.id, ...asSystem }),
            )
            const expected = rule.fields[field.name]?.create.includes(persona) ?? false
            if (kept !== expected)
              problems.push(
                `${slug}.${field.name} on a new document as ${persona}: ${kept ? `kept${why ? ` (${why})` : ''}` : `refused (${why})`}`,
              )
          }
        }
      }
      if (problems.length) console.log(problems.join('\n'))
      expect(problems).toEqual([])
      expect(await census(payload), 'the documents made were all removed').toEqual(counts)
    },
  )

  it(
    'when each kind of caller changes each field of each document, then only its writers’ changes are kept, and nobody changes a frozen one',
    { timeout: 600_000 },
    async () => {
      const { payload } = server
      const problems: string[] = []
      // Edit locks first: a saved document lets go of its locks.
      const locks = 'payload-locked-documents'
      const entries = Object.entries(writeMatrix).sort(
        ([a], [b]) => Number(b === locks) - Number(a === locks),
      )
      for (const [slug, rule] of entries) {
        const collection = slug as CollectionSlug
        const draft = hasDrafts(payload, slug)
        for (const doc of rule.docs) {
          const id = doc.id(world)
          const before = (await payload
            .findByID({ collection, id, depth: 0, draft })
            .catch((error: Error) => {
              throw new Error(`${slug} ${id} (${doc.what}): ${error.message}`)
            })) as unknown as Record<string, unknown>
          for (const field of fieldsOf(payload, slug)) {
            for (const persona of personas) {
              const user = userOf(persona)
              const value = await changedValue(field, before[field.name], { payload, user, serial: ++serial })
              if (value === undefined) continue
              const { kept, why } = await tryWrite(
                persona,
                (user) =>
                  payload.update({
                    collection,
                    id,
                    data: { [field.name]: value } as never,
                    user,
                    overrideAccess: false,
                    depth: 0,
                    draft: false,
                  }),
                async () => {
                  const stored = await payload.findByID({ collection, id, depth: 0, draft })
                  return holds(fieldOf(stored, field.name), value)
                },
                // Back as it was: the field, and any other a hook changed with it (a new signature
                // clears its verification).
                async () => {
                  const now = (await payload.findByID({
                    collection,
                    id,
                    depth: 0,
                    draft,
                  })) as unknown as Record<string, unknown>
                  const drifted = fieldsOf(payload, slug)
                    .map(({ name }) => name)
                    .filter(
                      (name) => JSON.stringify(now[name] ?? null) !== JSON.stringify(before[name] ?? null),
                    )
                  if (drifted.length)
                    await payload.update({
                      collection,
                      id,
                      data: Object.fromEntries(drifted.map((name) => [name, before[name] ?? null])) as never,
                      draft: false,
                      ...asSystem,
                    })
                },
              )
              const writers = doc.except?.[field.name] ?? rule.fields[field.name]?.update ?? []
              const expected = !doc.frozen && writers.includes(persona)
              if (kept !== expected)
                problems.push(
                  `${slug}.${field.name} of ${doc.what} as ${persona}: ${kept ? `kept${why ? ` (${why})` : ''}` : `refused (${why})`}`,
                )
            }
          }
        }
      }
      if (problems.length) console.log(problems.join('\n'))
      expect(problems).toEqual([])
    },
  )

  it('when each kind of caller changes each field of each global, then only its writers’ changes are kept', async () => {
    const { payload } = server
    const problems: string[] = []
    for (const [slug, rule] of Object.entries(globalWriteMatrix)) {
      const global = slug as GlobalSlug
      const before = (await payload.findGlobal({ slug: global, depth: 0 })) as unknown as Record<
        string,
        unknown
      >
      for (const field of fieldsOf(payload, slug)) {
        for (const persona of personas) {
          const user = userOf(persona)
          const value = await changedValue(field, before[field.name], { payload, user, serial: ++serial })
          if (value === undefined) continue
          const { kept, why } = await tryWrite(
            persona,
            (user) =>
              payload.updateGlobal({
                slug: global,
                data: { [field.name]: value } as never,
                user,
                overrideAccess: false,
                depth: 0,
              }),
            async () =>
              holds(
                (
                  (await payload.findGlobal({ slug: global, depth: 0 })) as unknown as Record<string, unknown>
                )[field.name],
                value,
              ),
            async (_, kept) =>
              kept &&
              payload.updateGlobal({
                slug: global,
                data: { [field.name]: before[field.name] ?? null } as never,
                ...asSystem,
              }),
          )
          if (kept !== (rule[field.name]?.includes(persona) ?? false))
            problems.push(
              `global ${slug}.${field.name} as ${persona}: ${kept ? `kept${why ? ` (${why})` : ''}` : `refused (${why})`}`,
            )
        }
      }
    }
    if (problems.length) console.log(problems.join('\n'))
    expect(problems).toEqual([])
  })

  it('when a staff member takes over an edit lock, naming themself, then it is theirs', async () => {
    const { payload } = server
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { globalSlug: 'header', user: { relationTo: 'users', value: world.users.admin!.id } },
    })
    const editor = userOf('editor')!
    const taken = await payload.update({
      collection: 'payload-locked-documents',
      id: lock.id,
      data: { user: { relationTo: 'users', value: editor.id } },
      user: editor,
      overrideAccess: false,
      depth: 0,
    })
    expect(holds(taken.user, editor.id)).toBe(true)
    await payload.delete({ collection: 'payload-locked-documents', id: lock.id })
  })

  it('when a relation names a document its writer cannot read, then its validation refuses it, naming it; one it already named passes', async () => {
    const { payload } = server
    // The relations of today's collections are guarded by their own rules first; this is the guard beneath
    // them, for every relationship field (cms/src/access/usableRelations.ts), asked as Payload asks it.
    type Validated = {
      name?: string
      fields?: Validated[]
      validate: (value: unknown, options: object) => unknown
    }
    const find = (fields: Validated[]): Validated | undefined =>
      fields.map((item) => (item.name === 'valuation' ? item : find(item.fields ?? []))).find(Boolean)
    const field = find(payload.collections.reports.config.fields as unknown as Validated[])!
    const options = async (persona: Persona, previousValue?: unknown) => ({
      ...field,
      req: await createLocalReq({ user: userOf(persona)! }, payload),
      overrideAccess: false,
      previousValue,
      event: 'submit',
      operation: 'update',
    })
    expect(await field.validate(world.order.valuationId, await options('otherValuer'))).toBe(
      `You cannot use valuations ${world.order.valuationId} here.`,
    )
    expect(await field.validate(world.order.valuationId, await options('valuer'))).toBe(true)
    expect(
      await field.validate(world.order.valuationId, await options('otherValuer', world.order.valuationId)),
    ).toBe(true)
  })
})
