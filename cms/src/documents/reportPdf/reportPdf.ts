import sharp from 'sharp'

import {
  blockShownFor,
  comparableSalesOf,
  reportImageCaption,
  saleMarks,
  type LoadImage,
  type ReportData,
  type SaleSuburbs,
} from '@valuedesk/domain'

import { photoTooLarge } from '../../uploads/photos.ts'
import { WorkerPool } from '../../workers/workerPool.ts'
import { localitiesLoaded } from '../../geography/localities.ts'
import type { LoadedPhoto, LoadedReport, MapImage } from './drawReport.ts'
import type { ReportInput } from './input.ts'
import { photoForPrint } from './printPhotos.ts'
import { saleSuburbsOf } from './saleSuburbs.ts'
import { planRadiusKm, suburbCentresNear } from './suburbCentres.ts'

export type { ReportInput } from './input.ts'
export type { MapImage } from './drawReport.ts'

/**
 * pdfkit draws, embeds and compresses on the thread it runs on, 30–60 ms per report (and more for the first,
 * loading its fonts): in one worker thread, requests go on being answered meanwhile. One worker is enough for a
 * report every few dozen milliseconds; more would only compete for the server's cores. Once started it is kept
 * (50–90 MB of the process's memory): stopping it when idle gave none of that back to the system.
 */
const renderer = new WorkerPool<LoadedReport, Uint8Array>({
  name: 'report renderer',
  url: new URL('./reportWorker.ts', import.meta.url),
  size: 1,
  maxWaiting: 16,
  timeoutMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 256 },
})

/** Loads the report's photos up front, scaled for print; one that fails to load or decode is skipped. */
async function loadPhotos(
  photos: ReportData['photos'],
  loadImage: LoadImage | undefined,
): Promise<LoadedPhoto[]> {
  if (!loadImage) return []
  const loaded = await Promise.all(
    photos.map(async (photo) => {
      const bytes = await loadImage(photo.url).catch(() => undefined)
      // A picture larger than we take (stored before we checked) is skipped unread.
      if (!bytes?.length || (await photoTooLarge(bytes))) return undefined
      const printed = await photoForPrint(bytes).catch(() => undefined)
      return printed && { bytes: printed, slot: photo.caption }
    }),
  )
  return loaded.filter((photo) => photo !== undefined)
}

/** The valuer's verified signature (a PNG or JPEG, kept as it is), if the report has one and it loads. */
async function loadSignature(data: ReportData, loadImage: LoadImage | undefined) {
  const url = data.valuer?.signature
  if (!url || !loadImage) return undefined
  return loadImage(url).catch(() => undefined)
}

/**
 * The practice's logo for the cover, as a PNG at most 160 px high (a logo in the media library may be an SVG,
 * which pdfkit cannot draw); none when the practice has none or it does not load.
 */
async function loadLogo(data: ReportData, loadImage: LoadImage | undefined) {
  // Data read from a file may lack its practice: the renderer's worker reports that, not this.
  const url = (data.practice as ReportData['practice'] | undefined)?.logo
  if (!url || !loadImage) return undefined
  const bytes = await loadImage(url).catch(() => undefined)
  if (!bytes?.length) return undefined
  return sharp(bytes, { density: 300 })
    .resize({ height: 160, withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => undefined)
}

/**
 * The suburbs for a locality plan, drawn when the report shows the property's location without a map image,
 * from the localities index the server keeps (its address search reads the same): not loaded a second time in
 * the renderer's worker (~70 MB), and the first time built off the event loop.
 */
async function suburbsFor(
  { data, blocks }: ReportInput,
  map: MapImage | undefined,
  saleSuburbs: SaleSuburbs,
) {
  const planned = blocks.some((block) => block.type === 'location' && blockShownFor(block, data.reportKind))
  if (!planned || map || !data.location) return undefined
  // Should the loader fail, the index is read here, as it always could be: its error is the one to see.
  await localitiesLoaded().catch(() => undefined)
  return suburbCentresNear(data.location, planRadiusKm(data.location, saleMarks(blocks, saleSuburbs)))
}

/**
 * Renders a valuation report (drawReport.ts): its pictures are loaded and scaled here (sharp works in libuv's
 * threads), then the report renderer's worker draws it. Rejects with the reason when the renderer fails.
 */
export async function renderReportPdf(
  input: ReportInput,
  options: { loadImage?: LoadImage; map?: MapImage; saleSuburbs?: SaleSuburbs } = {},
): Promise<Buffer> {
  // The worker starts (the first time) while the photos load.
  renderer.warm()
  const { data, blocks } = input
  const saleSuburbs = options.saleSuburbs ?? (await saleSuburbsOf(comparableSalesOf(blocks)))
  const photosShown = blocks.some((block) => block.type === 'photos')
  const added = (data.images as ReportData['images'] | undefined) ?? []
  const [photos, images, signature, logo, suburbs] = await Promise.all([
    photosShown ? loadPhotos(data.photos, options.loadImage) : [],
    photosShown
      ? loadPhotos(
          added.map((image) => ({ url: image.url, caption: reportImageCaption(image) })),
          options.loadImage,
        )
      : [],
    blocks.some((block) => block.type === 'signature') ? loadSignature(data, options.loadImage) : undefined,
    loadLogo(data, options.loadImage),
    suburbsFor(input, options.map, saleSuburbs),
  ])
  const pdf = await renderer.run({
    input,
    photos,
    images,
    signature,
    logo,
    map: options.map,
    suburbs,
    saleSuburbs,
  })
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
}
