import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ReportBlockContent, type ReportBlockOf } from './blocks.ts'
import { describeProblem, notReadyToSend, reportProblems, type ReportProblem } from './readiness.ts'

const templates = (
  JSON.parse(readFileSync(new URL('../../../content/report-templates.json', import.meta.url), 'utf8')) as {
    type: string
    blocks: unknown[]
  }[]
).map((template) => ({
  type: template.type,
  blocks: template.blocks.map((block) => ReportBlockContent.parse(block)),
}))
const residential = templates.find((template) => template.type === 'residential')!.blocks

const lines = (problems: ReportProblem[]) => problems.map(describeProblem)

function filledIn(): ReportBlockContent[] {
  return residential.map((block): ReportBlockContent => {
    switch (block.type) {
      case 'valueSummary':
        return { ...block, text: 'We assess the market value at:\n\n**$845,000**' }
      case 'propertyDescription':
        return { ...block, rows: block.rows.map((row) => ({ ...row, value: 'As supplied' })) }
      case 'location':
        return { ...block, text: 'A quiet court in Kearneys Spring, close to schools.' }
      case 'comparableSales':
        return {
          ...block,
          sales: [
            {
              address: '12 Hume Street, Toowoomba QLD 4350',
              saleDate: '2026-03-11',
              price: 798000,
              landArea: 704,
              buildingArea: null,
              lettableArea: null,
              passingRent: null,
              marketRent: null,
              carryingCapacity: null,
              waterEntitlement: null,
              bedrooms: 4,
              bathrooms: 2,
              carSpaces: 2,
              latitude: null,
              longitude: null,
              adjustments: { location: 0, size: 0, condition: 0, time: 0 },
              comparison: '',
            },
          ],
        }
      case 'leasingEvidence':
        return {
          ...block,
          leases: [
            {
              address: '3 Hume Street, Toowoomba QLD 4350',
              leaseStart: '2026-02-01',
              area: null,
              rent: 31200,
              terms: '12 months',
              incentives: '',
              comments: '',
            },
          ],
          text: 'The lease shows a rent of $600 a week.',
        }
      case 'conclusion':
        return { ...block, marketValue: 845000 }
      case 'commentary':
        return { ...block, text: 'Prices rose 6% over the year.' }
      default:
        return block
    }
  })
}

const replace = (blocks: ReportBlockContent[], index: number, change: Partial<ReportBlockContent>) =>
  blocks.map((block, at) => (at === index - 1 ? ({ ...block, ...change } as ReportBlockContent) : block))

describe('what keeps a report from being sent', () => {
  it('when the residential template is untouched, then its placeholders, blank rows, missing sales and value are each named by block and field', () => {
    // The summary names the value by token ({marketValue}): the conclusion's missing value is the one gap.
    expect(lines(reportProblems(residential, 'value'))).toEqual([
      ...[
        'Title',
        'Land area',
        'Zoning',
        'Dwelling',
        'Year built',
        'Building area',
        'Accommodation',
        'Car parking',
        'Other improvements',
        'Condition',
        'Occupancy',
        'Services',
      ].map((label) => `Block 6, Property description — ${label}: is blank; fill it in or delete the row.`),
      "Block 8, Location and map — Text: still has the template’s placeholder “[Describe the suburb, the street and the property's…”; replace it with the report’s own words.",
      'Block 9, Comparable sales evidence — Comparable sales: lists none; add the sales relied on, or delete the block.',
      'Block 12, Valuation conclusion — Market value ($): is not stated; enter the market value.',
      'Block 13, Market commentary — Text: still has the template’s placeholder “[Describe the local market over the past 12 months…”; replace it with the report’s own words.',
    ])
  })

  it('when any seeded template is untouched, then it is not ready, for each report kind', () => {
    for (const { blocks } of templates)
      for (const kind of ['value', 'rental', 'both'] as const) {
        const problems = reportProblems(blocks, kind)
        expect(problems.some((problem) => problem.problem.includes('placeholder'))).toBe(true)
        expect(problems.some((problem) => problem.type === 'conclusion')).toBe(true)
      }
  })

  it('when a seeded template’s statements are kept as written, then they are complete for each report kind', () => {
    for (const { type, blocks } of templates)
      for (const kind of ['value', 'rental', 'both'] as const)
        expect([
          type,
          kind,
          reportProblems(blocks, kind).filter((problem) => problem.rule === 'compliance'),
        ]).toEqual([type, kind, []])
  })

  it('when every block is filled in, then nothing is in the way', () => {
    expect(reportProblems(filledIn(), 'value')).toEqual([])
  })

  it('when the order asks for a rent, then the market rent is required, and the value only when asked for too', () => {
    const report = filledIn()
    expect(lines(reportProblems(report, 'rental'))).toEqual([
      'Block 12, Valuation conclusion — Market rent ($ a year): is not stated; enter the market rent.',
    ])
    expect(reportProblems(report, 'both').map((problem) => problem.field)).toEqual(['Market rent ($ a year)'])
    const rentOnly = replace(report, 12, { marketValue: null, rentalValue: 41600 })
    expect(reportProblems(rentOnly, 'rental')).toEqual([])
    expect(reportProblems(rentOnly, 'both').map((problem) => problem.field)).toEqual(['Market value ($)'])
  })

  it('when the order asks for a value only, then the template’s untouched leasing evidence holds nothing up; when it asks for a rent, the leases are required', () => {
    const report = filledIn().map((block) =>
      block.type === 'leasingEvidence' ? residential.find(({ type }) => type === 'leasingEvidence')! : block,
    )
    expect(reportProblems(report, 'value')).toEqual([])
    const rentOnly = replace(report, 12, { marketValue: null, rentalValue: 41600 })
    const problems = reportProblems(rentOnly, 'rental')
    expect(problems.map(({ index }) => index)).toEqual(problems.map(() => 10))
    expect(problems.map(({ field }) => field)).toEqual(['Leases', 'Text', 'Text', 'Text'])
  })

  it('when a figure is $0, then it is refused as not stated', () => {
    expect(lines(reportProblems(replace(filledIn(), 12, { marketValue: 0 }), 'value'))).toEqual([
      'Block 12, Valuation conclusion — Market value ($): is $0; enter the market value.',
    ])
  })

  it('when a comparable sale has no price, then that sale is named', () => {
    const report = filledIn()
    const sales = report[8] as ReportBlockOf<'comparableSales'>
    const withFree = replace(report, 9, { sales: [...sales.sales, { ...sales.sales[0]!, price: 0 }] })
    expect(lines(reportProblems(withFree, 'value'))).toEqual([
      'Block 9, Comparable sales evidence — Comparable sale 2, Price ($): is $0; enter the price it sold for.',
    ])
  })

  it('when a placeholder is left in a sale, an assumption or a heading, then it is found there', () => {
    let report = filledIn()
    const sales = report[8] as ReportBlockOf<'comparableSales'>
    report = replace(report, 9, { sales: [{ ...sales.sales[0]!, comparison: 'Better [adjust] than ours.' }] })
    report = replace(report, 13, { heading: 'Market in [suburb]' })
    const assumptions = report[13] as ReportBlockOf<'assumptions'>
    report = replace(report, 14, { items: [...assumptions.items, '[Add the lease’s terms.]'] })
    expect(reportProblems(report, 'value').map(({ index, block, field }) => [index, block, field])).toEqual([
      [9, 'Comparable sales evidence', 'Comparable sale 1, Comparison'],
      [13, 'Market in [suburb]', 'Heading'],
      [14, 'Assumptions and qualifications', 'Assumption 5'],
    ])
  })

  it('when a block is left empty, then the valuer is told to write it or delete it', () => {
    const report = replace(replace(filledIn(), 11, { text: ' ' }), 6, { rows: [], text: '' })
    expect(lines(reportProblems(report, 'value'))).toEqual([
      'Block 6, Property description: is empty; add its rows or text.',
      'Block 11, Methodology — Text: is empty; write it, or delete the block.',
    ])
    const noAssumptions = replace(filledIn(), 14, { items: [] })
    expect(reportProblems(noAssumptions, 'value').map((problem) => problem.field)).toEqual(['Assumptions'])
  })

  it('when the conclusion or the signature is deleted, then the report says it is missing', () => {
    const report = filledIn().filter((block) => block.type !== 'conclusion' && block.type !== 'signature')
    expect(lines(reportProblems(report, 'both'))).toEqual([
      'Valuation conclusion: is missing; add it, with the market value and the market rent.',
      'Valuer’s certification and signature: is missing; add it, so the report is signed.',
    ])
  })

  it('when completing is refused, then the message lists every problem, one a line', () => {
    const message = notReadyToSend(reportProblems(residential, 'value'))
    expect(message.split('\n')).toHaveLength(17)
    expect(message).toMatch(
      /^The report is not ready to send \(nothing was sent or changed\)\. Fix these 16 things first:\n- Block 6,/,
    )
  })
})
