import { describe, expect, it } from 'vitest'

import { noSubjectMeasures, type ComparableSale, type ReportBlockContent } from './blocks.ts'
import { reportRule, ruleOutcome, type ReportRuleId } from './ruleIds.ts'
import { blockingProblems, checkReport, type ReportFacts, type SignatureState } from './rules.ts'

const sale = (saleDate: string, at = 1): ComparableSale => ({
  address: `${at} Hume Street, Toowoomba QLD 4350`,
  saleDate,
  price: 790_000 + at * 5_000,

  landArea: 700,
  buildingArea: null,
  lettableArea: null,
  passingRent: null,
  marketRent: null,
  carryingCapacity: null,
  waterEntitlement: null,
  bedrooms: 3,
  bathrooms: 2,
  carSpaces: 2,
  latitude: null,
  longitude: null,
  adjustments: { location: 0, size: 2, condition: 3, time: 1 },
  comparison: '',
})

const blocks: ReportBlockContent[] = [
  { type: 'cover', title: 'Desktop Valuation Report' },
  { type: 'propertyDescription', rows: [{ label: 'Land area', value: '704 m²' }], text: '' },
  {
    type: 'comparableSales',
    sales: [sale('2026-05-18', 1), sale('2026-04-02', 2), sale('2026-02-11', 3)],
    subject: noSubjectMeasures,
    text: '',
    reconciliation: '',
  },
  {
    type: 'conclusion',
    marketValue: 845_000,
    rentalValue: null,
    rentalBasis: '',
    basis: 'Market value',
    text: '',
  },
  { type: 'instructions', text: 'For the purpose stated only.' },
  {
    type: 'basisOfValue',
    marketValue: 'The estimated amount for which an asset should exchange…',
    marketRent: 'The estimated amount for which an interest in real property should be leased…',
    retrospective: '',
    text: '',
  },
  { type: 'investigation', text: 'Desktop: no inspection.', reliedOn: ['The customer’s photographs.'] },
  {
    type: 'statements',
    compliance: 'Made in accordance with the API’s standards and IVS.',
    independence: 'No pecuniary interest.',
    reliancePeriodDays: 90,
    reliance: 'Until {relianceUntil}.',
    liabilityLimited: 'Liability limited by a scheme approved under Professional Standards Legislation.',
  },
  { type: 'signature' },
]

const facts = (change: Partial<ReportFacts> = {}): ReportFacts => ({
  blocks,
  kind: 'value',
  purpose: 'smsf-reporting',
  valuationDate: '2026-11-24',
  reportDate: '2026-11-24',
  propertyState: 'QLD',
  valuer: {
    name: 'Jane Citizen',
    licences: [{ state: 'QLD', number: '4821', expiresOn: '2027-06-30' }],
    memberships: [{ body: 'API', grade: 'AAPI CPV', number: '62817' }],
    signature: 'verified',
  },
  practice: { name: 'ValueDesk Valuations', legalName: 'ValueDesk Pty Ltd', abn: '52671204118' },
  fund: { name: 'Rossi Family Super Fund', trustee: 'Rossi Nominees Pty Ltd', abn: '51824753556' },
  ...change,
})

const outcomes = (change: Partial<ReportFacts> = {}) =>
  Object.fromEntries(checkReport(facts(change)).map((result) => [result.rule, result.outcome]))
const resultOf = (rule: ReportRuleId, change: Partial<ReportFacts>) =>
  checkReport(facts(change)).find((result) => result.rule === rule)!
const notPassing = (change: Partial<ReportFacts>) =>
  Object.fromEntries(Object.entries(outcomes(change)).filter(([, outcome]) => outcome !== ruleOutcome.pass))
const withSales = (sales: ComparableSale[]) =>
  blocks.map((block) => (block.type === 'comparableSales' ? { ...block, sales } : block))

describe('the rules a report passes before it is sent', () => {
  it('when the report is finished, then every rule passes and says why', () => {
    const results = checkReport(facts())
    expect(results.every((result) => result.outcome === ruleOutcome.pass)).toBe(true)
    expect(results.find((result) => result.rule === reportRule.valuerLicensed)?.passed).toBe(
      'Jane Citizen is licensed in QLD (No. 4821, until 30 June 2027) on 24 November 2026.',
    )
  })

  it('when a placeholder is left, then only that rule fails', () => {
    const left = [{ type: 'valueSummary', text: 'Worth $[value].' } as const, ...blocks]
    expect(notPassing({ blocks: left })).toEqual({ placeholders: ruleOutcome.fail })
  })

  describe('when a photo’s caption still reads as its slot or is empty, then the placeholders rule warns', () => {
    const photos = (captions: { slot: string; caption: string }[]): ReportBlockContent[] => [
      { type: 'photos', caption: 'Photographs supplied by the owner.', captions },
      ...blocks,
    ]
    it.each([
      { caption: 'photo-1', as: 'the slot' },
      { caption: 'Photo 1', as: 'the slot as words' },
      { caption: '  ', as: 'empty' },
    ])('$as', ({ caption }) => {
      const result = resultOf(reportRule.placeholders, {
        blocks: photos([
          { slot: 'photo-1', caption },
          { slot: 'photo-2', caption: 'Street frontage, facing north' },
          { slot: 'photo-3', caption: 'Photo 3' },
        ]),
      })
      expect(result.outcome).toBe(ruleOutcome.warn)
      expect(result.findings.map((found) => found.problem)).toEqual([
        'Photos captioned only by their slot: Photo 1, Photo 3 — describe what each shows.',
      ])
    })

    it('and when every photo is described, then it passes', () => {
      const described = photos([{ slot: 'photo-1', caption: 'Kitchen, renovated 2021' }])
      expect(notPassing({ blocks: described })).toEqual({})
    })

    it('and when a template placeholder is left too, then it fails', () => {
      const both = [{ type: 'valueSummary', text: 'Worth $[value].' } as const, ...photos([])]
      expect(notPassing({ blocks: both })).toEqual({ placeholders: ruleOutcome.fail })
    })
  })

  it('when the property description is missing or blank, then the property is not described', () => {
    expect(notPassing({ blocks: blocks.filter((block) => block.type !== 'propertyDescription') })).toEqual({
      propertyDescribed: ruleOutcome.fail,
    })
    const blank = blocks.map((block) =>
      block.type === 'propertyDescription' ? { ...block, rows: [{ label: 'Zoning', value: '' }] } : block,
    )
    expect(notPassing({ blocks: blank })).toEqual({ propertyDescribed: ruleOutcome.fail })
  })

  it('when a block is left empty, then the blocks rule fails', () => {
    expect(
      notPassing({
        blocks: [...blocks, { type: 'methodology', method: 'summation', checkMethod: null, text: '' }],
      }),
    ).toEqual({
      blocksFilled: ruleOutcome.fail,
    })
  })

  it('when fewer than three sales are listed for SMSF or CGT, then it fails; for other purposes it warns', () => {
    const two = withSales([sale('2026-05-18', 1), sale('2026-04-02', 2)])
    expect(notPassing({ blocks: two })).toEqual({ comparableSales: ruleOutcome.fail })
    expect(notPassing({ blocks: two, purpose: 'capital-gains-tax' })).toEqual({
      comparableSales: ruleOutcome.fail,
    })
    expect(notPassing({ blocks: two, purpose: 'financial-reporting' })).toEqual({
      comparableSales: ruleOutcome.warn,
    })
  })

  it('when a sale is dated after a retrospective date of value, then it fails; a sale long before warns', () => {
    const retrospective = { valuationDate: '2026-03-31' }
    const later = resultOf(reportRule.salesDated, retrospective)
    expect(later.outcome).toBe(ruleOutcome.fail)
    expect(later.findings.map((found) => found.problem)).toEqual([
      'Comparable sale 1 (1 Hume Street, Toowoomba QLD 4350) sold on 18 May 2026, after the date of valuation (31 March 2026): a value at that date uses only sales known then. Remove it.',
      'Comparable sale 2 (2 Hume Street, Toowoomba QLD 4350) sold on 2 April 2026, after the date of valuation (31 March 2026): a value at that date uses only sales known then. Remove it.',
    ])
    const old = withSales([sale('2025-03-30', 1), sale('2025-06-01', 2), sale('2026-01-02', 3)])
    expect(notPassing({ blocks: old, ...retrospective })).toEqual({ salesDated: ruleOutcome.warn })
    expect(resultOf(reportRule.salesDated, { blocks: old, ...retrospective }).findings).toHaveLength(1)
  })

  it('when the valuer has no current licence in the property’s state on the report’s date, then it fails', () => {
    const licensed = (licences: { state: string; number: string; expiresOn: string | null }[]) => ({
      valuer: { name: 'Jane Citizen', licences, memberships: [], signature: 'verified' as const },
    })
    expect(notPassing(licensed([{ state: 'NSW', number: '77', expiresOn: null }]))).toEqual({
      valuerLicensed: ruleOutcome.fail,
    })
    expect(notPassing(licensed([{ state: 'QLD', number: '4821', expiresOn: '2026-11-23' }]))).toEqual({
      valuerLicensed: ruleOutcome.fail,
    })
    expect(notPassing(licensed([{ state: 'QLD', number: '4821', expiresOn: '2026-11-24' }]))).toEqual({})
    expect(notPassing(licensed([{ state: 'QLD', number: '4821', expiresOn: null }]))).toEqual({})
    expect(notPassing({ propertyState: null })).toEqual({ valuerLicensed: ruleOutcome.fail })
  })

  it('when the valuer’s Queensland licence expired on 30 June 2026 and the report is dated November 2026, then it fails', () => {
    const expired = {
      valuer: {
        ...facts().valuer!,
        licences: [
          { state: 'QLD', number: '4821', expiresOn: '2026-06-30' },
          { state: 'WA', number: '1763', expiresOn: '2027-06-30' },
        ],
      },
    }
    expect(notPassing(expired)).toEqual({ valuerLicensed: ruleOutcome.fail })
    expect(resultOf(reportRule.valuerLicensed, expired).findings[0]?.problem).toMatch(
      /QLD licence \(No\. 4821\) expired on 30 June 2026/,
    )
  })

  it('when the property is in a state that registers no valuers, then a professional membership suffices', () => {
    const inVictoria = { propertyState: 'VIC', valuer: { ...facts().valuer!, licences: [] } }
    expect(notPassing(inVictoria)).toEqual({})
    expect(resultOf(reportRule.valuerLicensed, inVictoria).passed).toBe(
      'Victoria registers no valuers: the report prints Jane Citizen’s membership (AAPI CPV, Australian Property Institute, No. 62817).',
    )
  })

  it('when the property is in a state that registers no valuers and the valuer has no membership, then it fails', () => {
    const bare = { propertyState: 'TAS', valuer: { ...facts().valuer!, licences: [], memberships: [] } }
    expect(notPassing(bare)).toEqual({ valuerLicensed: ruleOutcome.fail, signature: ruleOutcome.fail })
  })

  it('when the practice’s legal name or ABN is missing, then the practice rule fails', () => {
    expect(notPassing({ practice: { name: 'ValueDesk Valuations', legalName: null, abn: null } })).toEqual({
      practiceDetails: ruleOutcome.fail,
    })
    expect(notPassing({ practice: null })).toEqual({ practiceDetails: ruleOutcome.fail })
  })

  it('when there is no signature block, or nobody with a licence number to sign, then the signature fails', () => {
    expect(notPassing({ blocks: blocks.filter((block) => block.type !== 'signature') })).toEqual({
      signature: ruleOutcome.fail,
    })
    expect(notPassing({ valuer: null })).toEqual({
      signature: ruleOutcome.fail,
      valuerLicensed: ruleOutcome.fail,
    })
  })

  it('when the valuer’s signature is missing or not verified, then the signature fails, saying which', () => {
    const signed = (signature: SignatureState) => ({
      valuer: {
        name: 'Jane Citizen',
        licences: [{ state: 'QLD', number: '4821', expiresOn: null }],
        memberships: [],
        signature,
      },
    })
    expect(notPassing(signed('missing'))).toEqual({ signature: ruleOutcome.fail })
    expect(resultOf(reportRule.signature, signed('missing')).findings[0]?.problem).toMatch(
      /Jane Citizen has no signature on record/,
    )
    expect(resultOf(reportRule.signature, signed('unverified')).findings[0]?.problem).toMatch(
      /Jane Citizen’s signature is not yet verified/,
    )
  })

  it('when a statement block is missing, then the compliance rule fails naming it', () => {
    for (const type of ['instructions', 'basisOfValue', 'investigation', 'statements'] as const) {
      const without = blocks.filter((block) => block.type !== type)
      expect(notPassing({ blocks: without })).toEqual({ compliance: ruleOutcome.fail })
      expect(resultOf(reportRule.compliance, { blocks: without }).findings[0]?.type).toBe(type)
    }
  })

  it('when the definition for the kind ordered is empty, then compliance fails; the other kind’s may be', () => {
    const onlyValue = blocks.map((block) =>
      block.type === 'basisOfValue' ? { ...block, marketRent: '' } : block,
    )
    expect(notPassing({ blocks: onlyValue, kind: 'value' })).toEqual({})
    expect(notPassing({ blocks: onlyValue, kind: 'rental' })).toMatchObject({ compliance: ruleOutcome.fail })
    const found = resultOf(reportRule.compliance, { blocks: onlyValue, kind: 'rental' }).findings
    expect(found.map((finding) => finding.field)).toEqual(['Market rent'])
  })

  it('when the conclusion is missing or doubled, then the conclusion rule fails', () => {
    expect(notPassing({ blocks: blocks.filter((block) => block.type !== 'conclusion') })).toEqual({
      conclusion: ruleOutcome.fail,
    })
    const conclusion = blocks.find((block) => block.type === 'conclusion')!
    expect(notPassing({ blocks: [...blocks, conclusion] })).toEqual({ conclusion: ruleOutcome.fail })
  })

  it('when the figure ordered is not stated, then the figures rule fails', () => {
    expect(notPassing({ kind: 'both' })).toEqual({ figuresStated: ruleOutcome.fail })
  })

  it('when the summary states $2,900,000 and the conclusion $2,950,000, then the figures rule fails naming the block; by token it passes', () => {
    const worth = (text: string, marketValue = 2_950_000) => [
      { type: 'valueSummary', text } as const,
      ...blocks.map((block) => (block.type === 'conclusion' ? { ...block, marketValue } : block)),
    ]
    const typed = resultOf(reportRule.figuresStated, {
      blocks: worth('We assess the market value at:\n\n**$2,900,000**'),
    })
    expect(typed.outcome).toBe(ruleOutcome.fail)
    expect(typed.findings[0]).toMatchObject({ index: 1, block: 'Summary of value', field: 'Text' })
    expect(typed.findings[0]!.problem).toContain(
      'states $2,900,000 in bold, but the figure concluded is $2,950,000',
    )
    // Dated by hand with the report's date, not the retrospective date of value.
    const dated = worth('As at **24 November 2026**: **{marketValue}**')
    expect(resultOf(reportRule.figuresStated, { blocks: dated, valuationDate: '2026-06-30' }).outcome).toBe(
      ruleOutcome.fail,
    )
    const byToken = worth('As at **{valuationDate}**: **{marketValue}** ({marketValueInWords})')
    expect(resultOf(reportRule.figuresStated, { blocks: byToken }).outcome).toBe(ruleOutcome.pass)
  })

  it('when a warning has a note, then it no longer blocks; a fail always does', () => {
    const results = checkReport(
      facts({
        purpose: 'financial-reporting',
        blocks: withSales([sale('2026-05-18')]),
        valuationDate: '2026-03-31',
      }),
    )
    expect(blockingProblems(results, []).map((problem) => problem.rule)).toEqual([
      reportRule.comparableSales,
      reportRule.salesDated,
    ])
    expect(blockingProblems(results, [reportRule.comparableSales, reportRule.salesDated])).toEqual([
      expect.objectContaining({ rule: reportRule.salesDated }),
    ])
  })

  it('when the adopted value lies outside the sales’ adjusted range, then a warning asks why', () => {
    const conclusion = (marketValue: number) =>
      blocks.map((block) => (block.type === 'conclusion' ? { ...block, marketValue } : block))
    expect(notPassing({ blocks: conclusion(845_000) })).toEqual({})
    const result = resultOf(reportRule.figuresWithinEvidence, { blocks: conclusion(900_000) })
    expect(result.outcome).toBe(ruleOutcome.warn)
    expect(result.findings[0]!.problem).toMatch(
      /\$900,000, is outside the sales’ adjusted range \(\$842,700 to \$853,300\)/,
    )
  })

  it('when the adopted rent per m² lies outside the leasing evidence, then a warning asks why', () => {
    const lease = (rent: number) => ({
      address: '2 Shop St',
      leaseStart: '2025-07-01',
      area: 100,
      rent,
      terms: '',
      incentives: '',
      comments: '',
    })
    const rental = (rentalValue: number): ReportBlockContent[] => [
      ...blocks.map((block) => (block.type === 'conclusion' ? { ...block, rentalValue } : block)),
      {
        type: 'leasingEvidence',
        leases: [lease(40_000), lease(45_000)],
        subjectArea: 120,
        relatedPartyTenant: false,
        leaseRelied: '',
        text: '',
      },
    ]
    expect(resultOf(reportRule.figuresWithinEvidence, { kind: 'both', blocks: rental(51_000) }).outcome).toBe(
      ruleOutcome.pass,
    )
    expect(
      resultOf(reportRule.figuresWithinEvidence, { kind: 'both', blocks: rental(60_000) }).findings[0]!
        .problem,
    ).toMatch(/\$500\/m², is outside the leasing evidence \(\$400 to \$450\/m²\)/)
  })

  it('when two sections are titled Methodology, then the one-section rule fails and names the heading', () => {
    const methodology = (method: 'capitalisation' | 'direct-comparison') =>
      ({ type: 'methodology', method, checkMethod: null, text: 'Analysed.' }) as const
    const twice = [...blocks, methodology('capitalisation'), methodology('direct-comparison')]
    expect(notPassing({ blocks: twice })).toEqual({ sectionsOnce: ruleOutcome.fail })
    expect(resultOf(reportRule.sectionsOnce, { blocks: twice }).findings[0]?.problem).toContain(
      '“Methodology”',
    )
  })

  it('when two commentaries share a heading, then the one-section rule fails; with their own headings it passes', () => {
    const commentary = (heading: string) => ({ type: 'commentary', heading, text: 'Quiet market.' }) as const
    expect(
      notPassing({ blocks: [...blocks, commentary('Market commentary'), commentary('Market commentary')] }),
    ).toEqual({ sectionsOnce: ruleOutcome.fail })
    expect(
      notPassing({ blocks: [...blocks, commentary('Market commentary'), commentary('Rural outlook')] }),
    ).toEqual({})
  })
})

describe('an SMSF order whose fund is not given yet', () => {
  it('when the fund is outstanding, then the compliance check fails naming Fund.Name, Fund.Trustee and Fund.Abn', () => {
    const result = resultOf(reportRule.compliance, { fund: null })
    expect(result.outcome).toBe(ruleOutcome.fail)
    expect(result.findings.map((found) => found.problem)).toEqual([
      expect.stringContaining('(Fund.Name, Fund.Trustee, Fund.Abn)'),
    ])
    expect(resultOf(reportRule.compliance, {}).outcome).toBe(ruleOutcome.pass)
    // Only a purpose reported for a fund waits for one.
    expect(resultOf(reportRule.compliance, { fund: null, purpose: 'capital-gains-tax' }).outcome).toBe(
      ruleOutcome.pass,
    )
  })
})
