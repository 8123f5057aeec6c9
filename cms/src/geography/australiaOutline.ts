import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

export type Ring = [number, number][]

let outline: Ring[] | undefined

/** Natural Earth's 1:50m boundaries via world-atlas (public domain): read once, on first use. */
export function australiaOutline(): Ring[] {
  if (outline) return outline
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json')
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>
  }>
  const countries = feature(topology, topology.objects.countries)
  const australia = countries.features.find((country) => country.properties?.name === 'Australia')
  const geometry = australia?.geometry
  const polygons =
    geometry?.type === 'MultiPolygon'
      ? geometry.coordinates
      : geometry?.type === 'Polygon'
        ? [geometry.coordinates]
        : []
  // Outer rings only: Australia's holes (lakes) do not show at an inset's scale.
  outline = polygons.map((polygon) => polygon[0] as Ring)
  return outline
}
