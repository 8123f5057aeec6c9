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

/** pdfkit blocks its thread 30–60 ms a report: one kept worker (stopping it freed no memory). */
const renderer = new WorkerPool<LoadedReport, Uint8Array>({
  name: 'report renderer',
  url: new URL('./reportWorker.ts', import.meta.url),
  size: 1,
  maxWaiting: 16,
  timeoutMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 256 },
})

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

async function loadSignature(data: ReportData, loadImage: LoadImage | undefined) {
  const url = data.valuer?.signature
  if (!url || !loadImage) return undefined
  return loadImage(url).catch(() => undefined)
}

/** A media library logo may be an SVG, which pdfkit cannot draw. */
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

/** Not loaded a second time in the renderer's worker (~70 MB), and built off the event loop. */
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

/** sharp scales in libuv's threads here, then the renderer's worker draws. */
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
