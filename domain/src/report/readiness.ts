import type { ReportKind } from '../order/purposes.ts'
import {
  blockHeading,
  blockShownFor,
  reportBlockTypes,
  type ReportBlockContent,
  type ReportBlockType,
} from './blocks.ts'
import { reportRule, type ReportRuleId } from './ruleIds.ts'

export type ReportProblem = {
  rule: ReportRuleId
  /** The block's position in the report (1 for the first); null for a block the report lacks, or none. */
  index: number | null
  type: ReportBlockType | null
  block: string | null
  field: string | null
  problem: string
}

const requiredBlocks = {
  propertyDescription: reportRule.propertyDescribed,
  conclusion: reportRule.conclusion,
  instructions: reportRule.compliance,
  basisOfValue: reportRule.compliance,
  investigation: reportRule.compliance,
  statements: reportRule.compliance,
  signature: reportRule.signature,
} as const satisfies Partial<Record<ReportBlockType, ReportRuleId>>

/** A template's placeholders left in a text: words in square brackets, as "[Describe the suburb…]" or "$[value]". */
export const placeholdersIn = (text: string): string[] => [...new Set(text.match(/\$?\[[^[\]\n]+\]/g))]

export const quoted = (text: string) =>
  `“${text.length > 60 ? `${text.slice(0, 60).replace(/[\s,:;]+\S*$/, '')}…` : text}”`

function textsOf(block: ReportBlockContent): [field: string, text: string][] {
  switch (block.type) {
    case 'cover':
      return [['Title', block.title]]
    case 'propertyDescription':
      return [
        ...block.rows.flatMap((row): [string, string][] => [
          ['Row label', row.label],
          [row.label, row.value],
        ]),
        ['Text', block.text],
      ]
    case 'photos':
      return [['Caption', block.caption]]
    case 'comparableSales':
      return [
        ...block.sales.flatMap((sale, at): [string, string][] =>
          (['address', 'comparison'] as const).map((name) => [
            `Comparable sale ${at + 1}, ${name.charAt(0).toUpperCase()}${name.slice(1)}`,
            sale[name],
          ]),
        ),
        ['Text', block.text],
        ['Reconciliation', block.reconciliation],
      ]
    case 'leasingEvidence':
      return [
        ...block.leases.flatMap((lease, at): [string, string][] =>
          (['address', 'terms', 'incentives', 'comments'] as const).map((name) => [
            `Lease ${at + 1}, ${name.charAt(0).toUpperCase()}${name.slice(1)}`,
            lease[name],
          ]),
        ),
        ['Lease relied on', block.leaseRelied],
        ['Text', block.text],
      ]
    case 'conclusion':
      return [
        ['Rental basis', block.rentalBasis],
        ['Basis', block.basis],
        ['Text', block.text],
      ]
    case 'commentary':
      return [
        ['Heading', block.heading],
        ['Text', block.text],
      ]
    case 'assumptions':
      return block.items.map((item, at) => [`Assumption ${at + 1}`, item])
    case 'basisOfValue':
      return [
        ['Market value', block.marketValue],
        ['Market rent', block.marketRent],
        ['Retrospective', block.retrospective],
        ['Text', block.text],
      ]
    case 'investigation':
      return [
        ['Text', block.text],
        ...block.reliedOn.map((item, at): [string, string] => [`Relied on ${at + 1}`, item]),
      ]
    case 'statements':
      return [
        ['Compliance', block.compliance],
        ['Independence', block.independence],
        ['Reliance', block.reliance],
        ['Liability limited', block.liabilityLimited],
      ]
    case 'signature':
      return []
    default:
      return [['Text', block.text]]
  }
}

type Found = { rule: ReportRuleId; field: string | null; problem: string }

const placeholdersOf = (block: ReportBlockContent): Found[] =>
  textsOf(block).flatMap(([field, text]) =>
    placeholdersIn(text).map((words) => ({
      rule: reportRule.placeholders,
      field,
      problem: `still has the template’s placeholder ${quoted(words)}; replace it with the report’s own words.`,
    })),
  )

const amount = (field: string, value: number | null, what: string): Found[] =>
  value === null
    ? [{ rule: reportRule.figuresStated, field, problem: `is not stated; enter the ${what}.` }]
    : value === 0
      ? [{ rule: reportRule.figuresStated, field, problem: `is $0; enter the ${what}.` }]
      : []

/** What a block lacks: what the PDF would print as "Not provided.", "No … are recorded", a blank or $0. */
function gapsIn(block: ReportBlockContent, kind: ReportKind): Found[] {
  const deleteIt = 'or delete the block'
  const rule = reportRule.blocksFilled
  switch (block.type) {
    case 'cover':
    case 'photos':
    case 'signature':
      return []
    case 'propertyDescription': {
      const described = reportRule.propertyDescribed
      if (!block.rows.length && !block.text.trim())
        return [{ rule: described, field: null, problem: `is empty; add its rows or text.` }]
      return block.rows
        .filter((row) => !row.value.trim())
        .map((row) => ({
          rule: described,
          field: row.label,
          problem: 'is blank; fill it in or delete the row.',
        }))
    }
    case 'comparableSales':
      if (!block.sales.length)
        return [
          { rule, field: 'Comparable sales', problem: `lists none; add the sales relied on, ${deleteIt}.` },
        ]
      return block.sales.flatMap((sale, at) =>
        sale.price > 0
          ? []
          : [
              {
                rule,
                field: `Comparable sale ${at + 1}, Price ($)`,
                problem: 'is $0; enter the price it sold for.',
              },
            ],
      )
    case 'leasingEvidence':
      if (kind === 'value') return []
      if (!block.leases.length)
        return [{ rule, field: 'Leases', problem: `lists none; add the leases relied on, ${deleteIt}.` }]
      return block.relatedPartyTenant && !block.leaseRelied.trim()
        ? [
            {
              rule,
              field: 'Lease relied on',
              problem:
                'is empty; the tenant is a related party, so state the lease terms the rent is assessed on.',
            },
          ]
        : []
    case 'conclusion':
      return [
        ...(kind === 'rental' ? [] : amount('Market value ($)', block.marketValue, 'market value')),
        ...(kind === 'value' ? [] : amount('Market rent ($ a year)', block.rentalValue, 'market rent')),
      ]
    case 'assumptions':
      if (!block.items.length)
        return [
          { rule, field: 'Assumptions', problem: `lists none; add the report’s assumptions, ${deleteIt}.` },
        ]
      return block.items.flatMap((item, at) =>
        item.trim()
          ? []
          : [{ rule, field: `Assumption ${at + 1}`, problem: 'is blank; write it or delete it.' }],
      )
    case 'instructions':
    case 'basisOfValue':
    case 'investigation':
    case 'statements':
      return statementGaps(block, kind)
    default:
      // A section of text (summary, location, methodology, commentary, and a new one): filled when written.
      return block.text.trim() ? [] : [{ rule, field: 'Text', problem: `is empty; write it, ${deleteIt}.` }]
  }
}

type Statement = ReportBlockContent & {
  type: 'instructions' | 'basisOfValue' | 'investigation' | 'statements'
}

/** The wording a compliant report prints: each field its block prints for the kind ordered, written. */
function statementGaps(block: Statement, kind: ReportKind): Found[] {
  const rule = reportRule.compliance
  const needed: [string, string][] =
    block.type === 'instructions'
      ? [['Text', block.text]]
      : block.type === 'basisOfValue'
        ? [
            ...(kind === 'rental' ? [] : ([['Market value', block.marketValue]] as [string, string][])),
            ...(kind === 'value' ? [] : ([['Market rent', block.marketRent]] as [string, string][])),
          ]
        : block.type === 'investigation'
          ? [['Text', block.text]]
          : [
              ['Compliance', block.compliance],
              ['Independence', block.independence],
              ['Reliance', block.reliance],
            ]
  const gaps = needed
    .filter(([, text]) => !text.trim())
    .map(([field]) => ({
      rule,
      field,
      problem: 'is empty; a compliant report states it (the template has the wording).',
    }))
  if (block.type === 'investigation' && !block.reliedOn.some((item) => item.trim()))
    gaps.push({
      rule,
      field: 'Relied on',
      problem: 'lists nothing; name the information the valuation relies on.',
    })
  return gaps
}

const whatIsConcluded: Record<ReportKind, string> = {
  value: 'the market value',
  rental: 'the market rent',
  both: 'the market value and the market rent',
}

/** The date of valuation is the order's, never missing. */
export function reportProblems(blocks: ReportBlockContent[], kind: ReportKind): ReportProblem[] {
  // A block the report does not print for its kind (leasing evidence in a value-only report) holds nothing up.
  const found = blocks.flatMap((block, at) =>
    (blockShownFor(block, kind) ? [...gapsIn(block, kind), ...placeholdersOf(block)] : []).map((problem) => ({
      index: at + 1,
      type: block.type,
      block: blockHeading(block),
      ...problem,
    })),
  )
  const missing = (Object.entries(requiredBlocks) as [keyof typeof requiredBlocks, ReportRuleId][])
    .filter(([type]) => !blocks.some((block) => block.type === type))
    .map(([type, rule]) => ({
      rule,
      index: null,
      type,
      block: reportBlockTypes[type],
      field: null,
      problem: missingBecause[type](kind),
    }))
  return [...found, ...missing]
}

const missingBecause: Record<keyof typeof requiredBlocks, (kind: ReportKind) => string> = {
  propertyDescription: () => 'is missing; add it, so the report says what is valued.',
  conclusion: (kind) => `is missing; add it, with ${whatIsConcluded[kind]}.`,
  instructions: () =>
    'is missing; add it, so the report says who instructed it, why, and who may rely on it.',
  basisOfValue: (kind) =>
    `is missing; add it, with the definition of ${kind === 'both' ? 'market value and market rent' : kind === 'rental' ? 'market rent' : 'market value'}.`,
  investigation: () => 'is missing; add it, so the report says it was made without inspection and on what.',
  statements: () =>
    'is missing; add it, with the statements of compliance, independence and how long the value may be relied on.',
  signature: () => 'is missing; add it, so the report is signed.',
}

export const describeProblem = ({ index, block, field, problem }: ReportProblem) =>
  block === null
    ? problem
    : `${index === null ? block : `Block ${index}, ${block}`}${field ? ` — ${field}` : ''}: ${problem}`

export const notReadyToSend = (problems: ReportProblem[]) =>
  [
    `The report is not ready to send (nothing was sent or changed). Fix ${problems.length === 1 ? 'this' : `these ${problems.length} things`} first:`,
    ...problems.map((problem) => `- ${describeProblem(problem)}`),
  ].join('\n')
