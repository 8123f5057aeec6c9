import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { blockHeading, blockShownFor, ReportBlockContent } from './blocks.ts'
import { contradictedFigures } from './statedFigures.ts'

const content = path.resolve(import.meta.dirname, '../../../content')
const read = (file: string) => JSON.parse(readFileSync(path.join(content, file), 'utf8'))

const headingsTwice = (blocks: unknown[]) =>
  (['value', 'rental', 'both'] as const).flatMap((kind) => {
    const headings = blocks
      .map((block) => ReportBlockContent.parse(block))
      .filter((block) => block.type !== 'cover' && blockShownFor(block, kind))
      .map(blockHeading)
    return headings.filter((heading, at) => headings.indexOf(heading) !== at)
  })

describe('report templates and samples: one section per subject', () => {
  const templates = read('report-templates.json') as { type: string; blocks: unknown[] }[]

  it.each(templates.map((template) => [template.type, template.blocks] as const))(
    'when a report is made from the %s template, then no heading is printed twice',
    (_type, blocks) => expect(headingsTwice([...blocks])).toEqual([]),
  )

  it.each(['residential', 'commercial'])(
    'when the %s sample is printed, then no heading is printed twice',
    (name) => expect(headingsTwice(read(`samples/${name}.json`).blocks)).toEqual([]),
  )
})

describe('the samples on /sample-report: each figure stated once', () => {
  it.each(['residential', 'commercial'])(
    'when the %s sample states its value, rent and date, then by token, and no text contradicts its conclusion',
    (name) => {
      const { data, blocks } = read(`samples/${name}.json`) as {
        data: { valuationDate: string }
        blocks: unknown[]
      }
      const parsed = blocks.map((block) => ReportBlockContent.parse(block))
      const conclusion = parsed.find((block) => block.type === 'conclusion')!
      const figures = {
        marketValue: conclusion.marketValue,
        marketRent: conclusion.rentalValue,
        valuationDate: data.valuationDate,
      }
      const summary = parsed.find((block) => block.type === 'valueSummary')!
      expect(summary.text).toContain('{marketValue}')
      for (const block of parsed)
        if ('text' in block && typeof block.text === 'string')
          expect(contradictedFigures(block.text, figures)).toEqual([])
    },
  )
})
