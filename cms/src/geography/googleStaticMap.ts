import type { Position } from '@valuedesk/domain'

import { mapColour, palette } from '../branding/palette.ts'

export type StaticMapConfig = { apiKey: string; baseUrl: string; timeoutMs?: number }
export type StaticMapMarks = {
  subject: Position | string
  sales: { label: string; position: Position; source?: 'address' | 'suburb' }[]
}

const point = ({ latitude, longitude }: Position) => `${latitude.toFixed(6)},${longitude.toFixed(6)}`

/** 640×400 at scale 2 (about 190 dpi across the page); a sale placed at its suburb's centre is white. */
export function staticMapUrl(config: StaticMapConfig, marks: StaticMapMarks): URL {
  const url = new URL('/maps/api/staticmap', config.baseUrl)
  url.searchParams.set('size', '640x400')
  url.searchParams.set('scale', '2')
  url.searchParams.set('maptype', 'roadmap')
  url.searchParams.set('format', 'png')
  url.searchParams.set('language', 'en-AU')
  url.searchParams.set('region', 'au')
  if (!marks.sales.length) url.searchParams.set('zoom', '16')
  const subject = typeof marks.subject === 'string' ? marks.subject : point(marks.subject)
  url.searchParams.append('markers', `color:${mapColour(palette.accent)}|label:S|${subject}`)
  for (const sale of marks.sales)
    url.searchParams.append(
      'markers',
      `size:mid|color:${sale.source === 'suburb' ? 'white' : mapColour(palette.brand)}|label:${sale.label}|${point(sale.position)}`,
    )
  url.searchParams.set('key', config.apiKey)
  return url
}

/** The caller logs the reason; the report falls back to the locality plan. */
export async function fetchStaticMap(
  config: StaticMapConfig,
  marks: StaticMapMarks,
): Promise<{ image: Uint8Array } | { failed: string }> {
  const response = await fetch(staticMapUrl(config, marks), {
    signal: AbortSignal.timeout(config.timeoutMs ?? 8000),
  }).catch((error: unknown) => ({ error }))
  if ('error' in response)
    return { failed: response.error instanceof Error ? response.error.message : String(response.error) }
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || !/^image\/(png|jpeg)/.test(type)) {
    await response.body?.cancel()
    return { failed: `Google Static Maps answered ${response.status} (${type || 'no content type'})` }
  }
  return { image: new Uint8Array(await response.arrayBuffer()) }
}
