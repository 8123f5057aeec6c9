/**
 * Lighthouse (mobile, its default: a mid-range phone on a slow 4G link, simulated) on pages of a
 * running server, in the system Chromium. Scores out of 100 per category, and the audits that cost
 * points, so a score below 100 says why.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export type LighthouseRow = { page: string } & Record<(typeof categories)[number], number> & {
    'points lost to': string
  }

export async function measureLighthouse(base: string, pages: readonly string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  try {
    const rows: LighthouseRow[] = []
    for (const page of pages) {
      const result = await lighthouse(base + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
      const { lhr } = result
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      // Audits that count towards a category's score and did not pass.
      const lost = new Set<string>()
      for (const id of categories)
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            lost.add(`${ref.id} (${Math.round(audit.score * 100)})`)
        }
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'points lost to': [...lost].join(', ') || '—',
      })
    }
    return rows
  } finally {
    chrome.kill()
  }
}
