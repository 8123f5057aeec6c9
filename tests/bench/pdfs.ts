/** PDF rendering in this process: a tax invoice, and a report with six full-size photos. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import { renderReportPdf, ReportInput, taxInvoicePdf } from '@valuedesk/cms'

import { percentiles } from '../support/bursts.ts'

const samples = path.resolve(import.meta.dirname, '../../content/samples')

async function timed(runs: number, render: () => Promise<Buffer>) {
  await render() // warm-up: fonts and code loaded once
  const times: number[] = []
  let bytes = 0
  for (let n = 0; n < runs; n++) {
    const began = performance.now()
    bytes = (await render()).byteLength
    times.push(performance.now() - began)
  }
  return { bytes, ...percentiles(times) }
}

export async function measurePdfs() {
  const invoice = await timed(50, () =>
    taxInvoicePdf({
      number: 'INV-001234',
      issuedAt: new Date().toISOString(),
      status: 'paid',
      seller: {
        name: 'ValueDesk Pty Ltd',
        abn: '35 671 204 118',
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
    }),
  )
  // Six photos as customers upload them (Payload keeps them re-encoded at up to 2048 px).
  const photos = await Promise.all(
    Array.from({ length: 6 }, (_, n) =>
      sharp({
        create: {
          width: 2048,
          height: 1536,
          channels: 3,
          background: { r: 128, g: 128, b: 128 },
          noise: { type: 'gaussian', mean: 90 + n * 20, sigma: 40 },
        },
      })
        .jpeg({ quality: 82 })
        .toBuffer(),
    ),
  )
  const sample = ReportInput.parse(JSON.parse(readFileSync(path.join(samples, 'residential.json'), 'utf8')))
  const input = {
    data: {
      ...sample.data,
      photos: photos.map((_, n) => ({ url: `photo:${n}`, caption: `Photo ${n + 1}` })),
    },
    blocks: [
      ...sample.blocks,
      { type: 'photos' as const, caption: 'Photographs supplied by the client.', captions: [] },
    ],
  }
  const report = await timed(10, () =>
    renderReportPdf(input, { loadImage: async (url) => photos[Number(url.slice(6))] }),
  )
  return [
    {
      document: 'tax invoice',
      'PDF KB': Math.round(invoice.bytes / 1024),
      'p50 ms': invoice.p50,
      'p99 ms': invoice.p99,
    },
    {
      document: 'report, six 2048 px photos',
      'PDF KB': Math.round(report.bytes / 1024),
      'p50 ms': report.p50,
      'p99 ms': report.p99,
    },
  ]
}
