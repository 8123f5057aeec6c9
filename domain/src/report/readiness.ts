import type { ReportKind } from '../order/purposes.ts'
import { blockHeading, reportBlockTypes, type ReportBlockContent, type ReportBlockType } from './blocks.ts'

/** One thing that keeps a report from being sent, named as the valuer sees it in the report editor. */
export type ReportProblem = {
  /** The block's position in the report (1 for the first); null for a block the report lacks. */
  index: number | null
  type: ReportBlockType
  /** The block's heading. */
  block: string
  /** The field, as its form labels it; null for the block as a whole. */
  field: string | null
  problem: string
}

/** The blocks a report is not sent without: what it concludes, and the valuer's certification. */
const requiredBlocks = ['conclusion', 'signature'] as const satisfies ReportBlockType[]

/** A template's placeholders left in a text: words in square brackets, as "[Describe the suburb…]" or "$[value]". */
export const placeholdersIn = (text: string): string[] => [...new Set(text.match(/\$?\[[^[\]\n]+\]/g))]

/** A placeholder as quoted to the valuer: a long one cut after a word. */
const quoted = (text: string) =>
  `“${text.length > 60 ? `${text.slice(0, 60).replace(/[\s,:;]+\S*$/, '')}…` : text}”`

/** Every text the block prints, by the label of its field in the editor. */
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
          (['address', 'area', 'rate', 'comparison'] as const).map((name) => [
            `Comparable sale ${at + 1}, ${name.charAt(0).toUpperCase()}${name.slice(1)}`,
            sale[name],
          ]),
        ),
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
    case 'signature':
      return []
    default:
      return [['Text', block.text]]
  }
}

type Found = { field: string | null; problem: string }

const placeholdersOf = (block: ReportBlockContent): Found[] =>
  textsOf(block).flatMap(([field, text]) =>
    placeholdersIn(text).map((words) => ({
      field,
      problem: `still has the template’s placeholder ${quoted(words)}; replace it with the report’s own words.`,
    })),
  )

const amount = (field: string, value: number | null, what: string): Found[] =>
  value === null
    ? [{ field, problem: `is not stated; enter the ${what}.` }]
    : value === 0
      ? [{ field, problem: `is $0; enter the ${what}.` }]
      : []

/** What a block lacks: what the PDF would print as "Not provided.", "No … are recorded", a blank or $0. */
function gapsIn(block: ReportBlockContent, kind: ReportKind): Found[] {
  const deleteIt = 'or delete the block'
  switch (block.type) {
    case 'valueSummary':
    case 'location':
    case 'methodology':
    case 'commentary':
      return block.text.trim() ? [] : [{ field: 'Text', problem: `is empty; write it, ${deleteIt}.` }]
    case 'propertyDescription':
      if (!block.rows.length && !block.text.trim())
        return [{ field: null, problem: `is empty; add its rows or text, ${deleteIt}.` }]
      return block.rows
        .filter((row) => !row.value.trim())
        .map((row) => ({ field: row.label, problem: 'is blank; fill it in or delete the row.' }))
    case 'comparableSales':
      if (!block.sales.length)
        return [{ field: 'Comparable sales', problem: `lists none; add the sales relied on, ${deleteIt}.` }]
      return block.sales.flatMap((sale, at) =>
        sale.price > 0
          ? []
          : [
              {
                field: `Comparable sale ${at + 1}, Price ($)`,
                problem: 'is $0; enter the price it sold for.',
              },
            ],
      )
    case 'conclusion':
      return [
        ...(kind === 'rental' ? [] : amount('Market value ($)', block.marketValue, 'market value')),
        ...(kind === 'value' ? [] : amount('Market rent ($ a year)', block.rentalValue, 'market rent')),
      ]
    case 'assumptions':
      if (!block.items.length)
        return [{ field: 'Assumptions', problem: `lists none; add the report’s assumptions, ${deleteIt}.` }]
      return block.items.flatMap((item, at) =>
        item.trim() ? [] : [{ field: `Assumption ${at + 1}`, problem: 'is blank; write it or delete it.' }],
      )
    default:
      return []
  }
}

const whatIsConcluded: Record<ReportKind, string> = {
  value: 'the market value',
  rental: 'the market rent',
  both: 'the market value and the market rent',
}

/**
 * What keeps a report from being sent to the customer, block by block: placeholders of its template left
 * in any text, the figures the order asks for (market value, market rent, or both) not stated or $0, blocks
 * left empty, comparable sales without a price, and the blocks no report goes without. Empty when it is
 * ready. The date of valuation is the order's (its retrospective date, or the report's date), never missing.
 */
export function reportProblems(blocks: ReportBlockContent[], kind: ReportKind): ReportProblem[] {
  const found = blocks.flatMap((block, at) =>
    [...gapsIn(block, kind), ...placeholdersOf(block)].map((problem) => ({
      index: at + 1,
      type: block.type,
      block: blockHeading(block),
      ...problem,
    })),
  )
  const missing = requiredBlocks
    .filter((type) => !blocks.some((block) => block.type === type))
    .map((type) => ({
      index: null,
      type,
      block: reportBlockTypes[type],
      field: null,
      problem:
        type === 'conclusion'
          ? `is missing; add it, with ${whatIsConcluded[kind]}.`
          : 'is missing; add it, so the report is signed.',
    }))
  return [...found, ...missing]
}

/** A problem as one line: "Block 9, Valuation conclusion — Market value ($): is not stated; …". */
export const describeProblem = ({ index, block, field, problem }: ReportProblem) =>
  `${index === null ? block : `Block ${index}, ${block}`}${field ? ` — ${field}` : ''}: ${problem}`

/** Why completing is refused: every problem, one a line. */
export const notReadyToSend = (problems: ReportProblem[]) =>
  [
    `The report is not ready to send (nothing was sent or changed). Fix ${problems.length === 1 ? 'this' : `these ${problems.length} things`} first:`,
    ...problems.map((problem) => `- ${describeProblem(problem)}`),
  ].join('\n')
