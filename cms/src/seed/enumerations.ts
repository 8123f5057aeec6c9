import type { Payload } from 'payload'

import { enumerationGroups, enumerationValues } from '@valuedesk/domain/enumerations'

/** On every start, so a release that adds a value brings it to existing databases; admins' edits stay. */
export async function syncEnumerations(payload: Payload): Promise<void> {
  const existing = await payload.find({
    collection: 'enumerations',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { key: true },
  })
  const idByKey = new Map(existing.docs.map((doc) => [doc.key, doc.id]))
  // Domain lists parents before their children, so each parent exists by the time a child needs it.
  for (const [index, item] of enumerationValues.entries()) {
    if (idByKey.has(item.EnumerationId)) continue
    const created = await payload.create({
      collection: 'enumerations',
      data: {
        key: item.EnumerationId,
        type: item.Type,
        value: item.Value,
        label: item.Label,
        parent: item.ParentId ? idByKey.get(item.ParentId) : undefined,
        inScope: item.InScope,
        sortOrder: index,
        builtIn: true,
      },
    })
    idByKey.set(created.key, created.id)
  }
  const groups = await payload.find({
    collection: 'enumeration-groups',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { key: true },
  })
  const groupKeys = new Set(groups.docs.map((doc) => doc.key))
  for (const group of enumerationGroups) {
    if (!groupKeys.has(group.GroupId))
      await payload.create({
        collection: 'enumeration-groups',
        data: { key: group.GroupId, name: group.Name, types: group.Types },
      })
  }
}
