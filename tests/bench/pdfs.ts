/**
 * PDF rendering in this process: a tax invoice, and a report with twelve phone photos as customers upload them,
 * each timed, with how the event loop fared meanwhile (tests/support/eventLoop.ts: the longest a timer waited,
 * and the longest the loop itself was busy), beside an idle event loop's. `npm run bench:pdfs` prints them alone.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { photoAsStored, renderReportPdf, ReportInput, taxInvoicePdf } from '@valuedesk/cms'

import { percentiles } from '../support/bursts.ts'
import { collectGarbage, watchEventLoop } from '../support/eventLoop.ts'
import { phonePhoto, propertyPhoto, unseenCopy } from '../support/phonePhotos.ts'

const samples = path.resolve(import.meta.dirname, '../../content/samples')
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 8)
const PHOTOS = 12

type Figures = { bytes: number; p50: number; p99: number; delay: number; busy: number }

/**
 * Renders `runs` times (after one warm-up), each after `before` (not timed): size, time percentiles and the
 * event loop's worst figures.
 */
async function timed(
  runs: number,
  render: (run: number) => Promise<Buffer>,
  before: (run: number) => Promise<unknown> = async () => undefined,
): Promise<Figures> {
  await before(-1)
  await render(-1)
  const times: number[] = []
  let delay = 0
  let busy = 0
  let bytes = 0
  for (let run = 0; run < runs; run++) {
    await before(run)
    const watched = await watchEventLoop(() => render(run))
    times.push(watched.ms)
    delay = Math.max(delay, watched.delayMaxMs)
    busy = Math.max(busy, watched.busyMaxMs)
    bytes = watched.result.byteLength
  }
  return { bytes, delay, busy, ...percentiles(times) }
}

const row = (document: string, figures: Figures) => ({
  document,
  'PDF KB': Math.round(figures.bytes / 1024),
  'p50 ms': figures.p50,
  'p99 ms': figures.p99,
  'loop delay max ms': Math.round(figures.delay),
  'loop busy max ms': Math.round(figures.busy),
})

/** One render's figures. */
const once = ({ result, ms, delayMaxMs, busyMaxMs }: Awaited<ReturnType<typeof watchEventLoop<Buffer>>>) => ({
  bytes: result.byteLength,
  p50: Math.round(ms),
  p99: Math.round(ms),
  delay: delayMaxMs,
  busy: busyMaxMs,
})

const invoice = () =>
  taxInvoicePdf({
    adjustments: [],
    number: 'INV-001234',
    issuedAt: new Date().toISOString(),
    status: 'paid',
    seller: {
      name: 'ValueDesk Pty Ltd',
      abn: '52 671 204 118',
      address: 'Level 12, 340 Adelaide Street, Brisbane QLD 4000',
      email: 'support@valuedesk.com.au',
      phone: '1300 825 833',
    },
    bank: { accountName: 'ValueDesk Pty Ltd', bsb: '064-000', accountNumber: '1234 5678' },
    buyer: { name: 'Lee Chen', email: 'lee@example.com' },
    orders: [{ reference: 'VD-10001', property: '4 Ruthven Street, Toowoomba QLD 4350' }],
    lines: [
      {
        description: 'Desktop valuation — Single residential dwelling',
        quantity: 1,
        unitCents: 22000,
        totalCents: 22000,
      },
    ],
    totalCents: 22000,
    gstCents: 2000,
  })

/** Twelve photos as the report loads them: what the upload path stored for each (cms/src/uploads/cleanUploads.ts). */
async function storedPhotos(make: (index: number) => Promise<Buffer>) {
  const stored: Buffer[] = []
  for (let index = 0; index < PHOTOS; index++) {
    const kept = await photoAsStored(await make(index))
    if (!kept) throw new Error(`photo ${index} was not kept`)
    stored.push(kept.data)
  }
  return stored
}

const sample = ReportInput.parse(JSON.parse(readFileSync(path.join(samples, 'residential.json'), 'utf8')))

/** The residential sample with `photos` for its photo block: a preview (draft) or the completed report. */
function reportOf(photos: Buffer[], draft: boolean) {
  const input: ReportInput = {
    data: {
      ...sample.data,
      draft,
      photos: photos.map((_, n) => ({ url: `file:${n}`, caption: `Photo ${n + 1}` })),
      verification: draft
        ? null
        : { code: '7KQ2M-X9D4R', url: 'https://valuedesk.example/verify/7KQ2M-X9D4R' },
    },
    blocks: sample.blocks,
  }
  return renderReportPdf(input, { loadImage: async (url) => photos[Number(url.slice('file:'.length))] })
}

export async function measurePdfs() {
  // Photos as phones take them: a third of them portrait, stored on their side with EXIF orientation 6.
  const phone = await storedPhotos((index) => propertyPhoto(index, { portrait: index % 3 === 1 }))
  // Noise compresses worst of all: the most a photo can cost to scale and to carry.
  const noise = await storedPhotos((index) => phonePhoto(index))
  collectGarbage()
  const idle = await watchEventLoop(async () => (await sleep(1000), Buffer.alloc(0)))
  const first = await watchEventLoop(() => reportOf(phone, true))
  const taxInvoice = await timed(50, invoice)
  // Each run's photos in bytes never seen (made before it, not timed): every step (decoding, scaling, encoding,
  // embedding) is done again.
  let photos: Buffer[] = []
  const unseen = (stored: Buffer[]) => async (run: number) =>
    (photos = stored.map((photo) => unseenCopy(photo, `run ${run}`)))
  const cold = await timed(RUNS, () => reportOf(photos, true), unseen(phone))
  const coldNoise = await timed(RUNS, () => reportOf(photos, true), unseen(noise))
  // A valuer previews the draft, then completes it (timed): the completion meets the photos again.
  const warm = await timed(
    RUNS,
    () => reportOf(photos, false),
    async (run) => reportOf(await unseen(phone)(1000 + run), true),
  )
  return [
    row('idle event loop (baseline, 1 s)', { ...once(idle), p50: 0, p99: 0 }),
    row('tax invoice', taxInvoice),
    row('report, 12 phone photos, the first in the process (renderer, localities index)', once(first)),
    row('report, 12 phone photos, cold (photos never seen)', cold),
    row('report, 12 phone photos, warm (completed after a preview)', warm),
    row('report, 12 noise photos (worst case), cold', coldNoise),
  ]
}

if (import.meta.main) console.table(await measurePdfs())
