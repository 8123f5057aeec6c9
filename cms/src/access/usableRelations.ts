import type { Field, SanitizedConfig, Validate, Where } from 'payload'

type Related = number | string | { relationTo?: string; value?: unknown; id?: unknown } | null | undefined

function targets(value: unknown, relationTo: string | string[]): { collection: string; id: unknown }[] {
  const items = (Array.isArray(value) ? value : [value]) as Related[]
  return items.flatMap((item) => {
    if (item === null || item === undefined) return []
    if (typeof item !== 'object')
      return typeof relationTo === 'string' ? [{ collection: relationTo, id: item }] : []
    if (item.relationTo)
      return [{ collection: item.relationTo, id: (item.value as { id?: unknown })?.id ?? item.value }]
    return typeof relationTo === 'string' ? [{ collection: relationTo, id: item.id }] : []
  })
}

/** The system's writes (access overridden) and unchanged relations are not asked. */
const usable =
  (validate: Validate): Validate =>
  async (value, options) => {
    const result = await validate(value, options)
    const { req, overrideAccess, previousValue, relationTo } = options as typeof options & {
      relationTo: string | string[]
      previousValue?: unknown
    }
    if (result !== true || overrideAccess || !req.user) return result
    const before = new Set(targets(previousValue, relationTo).map((item) => `${item.collection}:${item.id}`))
    const fresh = targets(value, relationTo).filter((item) => !before.has(`${item.collection}:${item.id}`))
    for (const { collection, id } of fresh) {
      const where: Where = { id: { equals: id } }
      const { totalDocs } = await req.payload.count({
        collection: collection as never,
        where,
        overrideAccess: false,
        user: req.user,
        req,
      })
      if (totalDocs === 0) return `You cannot use ${collection} ${String(id)} here.`
    }
    return true
  }

function guard(fields: Field[]) {
  for (const field of fields) {
    if ((field.type === 'relationship' || field.type === 'upload') && field.validate)
      field.validate = usable(field.validate as Validate)
    if ('fields' in field) guard(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) guard(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks) guard(block.fields)
  }
}

export function usableRelations(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) guard(collection.fields)
  for (const global of config.globals) guard(global.fields)
  return config
}
