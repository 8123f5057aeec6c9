import { formatDate, monthsBefore } from '../order/dates.ts'
import type { Purpose, ReportKind } from '../order/purposes.ts'
import { blockHeading, blockShownFor, type ReportBlockContent } from './blocks.ts'
import { adjustedRange, rentRange } from './comparables.ts'
import { formatAud } from '../money.ts'
import { formatAbn } from '../abn.ts'
import { australianStateNames, stateOf } from '../order/schemas.ts'
import { printedCredentials, type ValuerMembership } from '../practice/credentials.ts'
import {
  currentLicenceIn,
  licenceProblem,
  registersValuers,
  type ValuerLicence,
} from '../practice/licences.ts'
import { practiceDetailsMissing, type PracticeForPrint } from '../practice/practiceDetails.ts'
import { fundOutstanding, fundOutstandingProblem, type StoredFund } from '../order/fund.ts'
import { reportProblems, type ReportProblem } from './readiness.ts'
import { defaultPhotoCaption } from './photoCaptions.ts'
import { contradictedFigures } from './statedFigures.ts'
import {
  reportRule,
  reportRuleIds,
  reportRuleLabels,
  ruleOutcome,
  type ReportRuleId,
  type RuleOutcome,
} from './ruleIds.ts'

export const signatureStates = { missing: 'missing', unverified: 'unverified', verified: 'verified' } as const
export type SignatureState = (typeof signatureStates)[keyof typeof signatureStates]

export type ReportFacts = {
  blocks: ReportBlockContent[]
  kind: ReportKind
  purpose: Purpose
  /** YYYY-MM-DD: the date of value (the retrospective date, or the report's date). */
  valuationDate: string
  reportDate: string
  propertyState: string | null
  valuer: {
    name: string
    licences: ValuerLicence[]
    memberships: ValuerMembership[]
    signature: SignatureState
  } | null
  practice: PracticeForPrint | null
  fund: StoredFund | null
}

export type RuleResult = {
  rule: ReportRuleId
  label: string
  outcome: RuleOutcome
  passed: string
  findings: ReportProblem[]
}

/** Purposes whose users (SMSF auditors, the ATO) expect the value shown from enough sales. */
export const purposesNeedingSales: readonly Purpose[] = ['smsf-reporting', 'capital-gains-tax']
export const COMPARABLE_SALES_NEEDED = 3
/** Sales older than this before the date of value are weak evidence: the valuer says why they are used. */
export const SALE_EVIDENCE_MONTHS = 12

const finding = (rule: ReportRuleId, problem: string): ReportProblem => ({
  rule,
  index: null,
  type: null,
  block: null,
  field: null,
  problem,
})

type Verdict = { outcome: RuleOutcome; passed?: string; findings?: ReportProblem[] }
type Rule = (facts: ReportFacts, blockFindings: ReportProblem[]) => Verdict

/** A rule whose findings are the block problems of readiness.ts that carry its id: any is a fail. */
const fromBlocks =
  (rule: ReportRuleId, passed: string): Rule =>
  (_facts, blockFindings) => {
    const findings = blockFindings.filter((found) => found.rule === rule)
    return findings.length ? { outcome: ruleOutcome.fail, findings } : { outcome: ruleOutcome.pass, passed }
  }

const salesOf = (blocks: ReportBlockContent[]) =>
  blocks.flatMap((block) => (block.type === 'comparableSales' ? block.sales : []))

const comparableSales: Rule = ({ blocks, purpose }) => {
  const count = salesOf(blocks).length
  if (count >= COMPARABLE_SALES_NEEDED)
    return { outcome: ruleOutcome.pass, passed: `${count} comparable sales listed.` }
  const strict = purposesNeedingSales.includes(purpose)
  const listed =
    count === 0
      ? 'No comparable sale is listed'
      : `Only ${count} comparable sale${count === 1 ? ' is' : 's are'} listed`
  return {
    outcome: strict ? ruleOutcome.fail : ruleOutcome.warn,
    findings: [
      finding(
        reportRule.comparableSales,
        strict
          ? `${listed}; for SMSF and capital gains tax reports auditors expect at least ${COMPARABLE_SALES_NEEDED}. Add them.`
          : `${listed}; at least ${COMPARABLE_SALES_NEEDED} support a value. Add them, or note why fewer suffice.`,
      ),
    ],
  }
}

const salesDated: Rule = ({ blocks, valuationDate }) => {
  const earliest = monthsBefore(valuationDate, SALE_EVIDENCE_MONTHS)
  const sales = salesOf(blocks).map((sale, at) => ({
    ...sale,
    name: `Comparable sale ${at + 1} (${sale.address})`,
  }))
  const after = sales
    .filter((sale) => sale.saleDate > valuationDate)
    .map((sale) =>
      finding(
        reportRule.salesDated,
        `${sale.name} sold on ${formatDate(sale.saleDate)}, after the date of valuation (${formatDate(valuationDate)}): a value at that date uses only sales known then. Remove it.`,
      ),
    )
  if (after.length) return { outcome: ruleOutcome.fail, findings: after }
  const old = sales
    .filter((sale) => sale.saleDate < earliest)
    .map((sale) =>
      finding(
        reportRule.salesDated,
        `${sale.name} sold on ${formatDate(sale.saleDate)}, more than ${SALE_EVIDENCE_MONTHS} months before the date of valuation (${formatDate(valuationDate)}). Use a more recent sale, or note why it still applies.`,
      ),
    )
  if (old.length) return { outcome: ruleOutcome.warn, findings: old }
  return {
    outcome: ruleOutcome.pass,
    passed: `Every sale is dated within ${SALE_EVIDENCE_MONTHS} months before the date of valuation (${formatDate(valuationDate)}).`,
  }
}

const conclusion: Rule = (facts, blockFindings) => {
  const missing = fromBlocks(reportRule.conclusion, '')(facts, blockFindings)
  if (missing.outcome !== ruleOutcome.pass) return missing
  const count = facts.blocks.filter((block) => block.type === 'conclusion').length
  return count === 1
    ? { outcome: ruleOutcome.pass, passed: 'The report concludes once.' }
    : {
        outcome: ruleOutcome.fail,
        findings: [
          finding(
            reportRule.conclusion,
            `The report has ${count} valuation conclusions; keep one, so it states one value.`,
          ),
        ],
      }
}

/** No two printed sections share a heading: two "Methodology" sections read as two answers to one question. */
const sectionsOnce: Rule = ({ blocks, kind }) => {
  const headings = blocks
    // The conclusion has its own rule (one value stated once).
    .filter((block) => !['cover', 'conclusion'].includes(block.type) && blockShownFor(block, kind))
    .map((block) => blockHeading(block))
  const twice = [...new Set(headings.filter((heading, at) => headings.indexOf(heading) !== at))]
  if (!twice.length) return { outcome: ruleOutcome.pass, passed: 'Each section’s heading is printed once.' }
  return {
    outcome: ruleOutcome.fail,
    findings: twice.map((heading) =>
      finding(
        reportRule.sectionsOnce,
        `The report prints ${headings.filter((h) => h === heading).length} sections headed “${heading}”: merge them into one (a methodology names its check method in the same section).`,
      ),
    ),
  }
}

/** A caption that says nothing of its photo: empty, or its slot as named ("photo-1") or as words ("Photo 1"). */
const readsAsSlot = ({ slot, caption }: { slot: string; caption: string }) =>
  [slot, defaultPhotoCaption(slot), ''].some((stand) => stand.toLowerCase() === caption.trim().toLowerCase())

/** A slot's name can say enough ("Kitchen"), so a slot caption warns and a note lets it through. */
const placeholders: Rule = (facts, blockFindings) => {
  const left = fromBlocks(reportRule.placeholders, '')(facts, blockFindings)
  if (left.outcome !== ruleOutcome.pass) return left
  const findings = facts.blocks.flatMap((block, at) => {
    if (block.type !== 'photos' || !blockShownFor(block, facts.kind)) return []
    const slots = block.captions.filter(readsAsSlot).map((entry) => defaultPhotoCaption(entry.slot))
    return slots.length
      ? [
          {
            rule: reportRule.placeholders,
            index: at + 1,
            type: block.type,
            block: blockHeading(block),
            field: 'Photo captions',
            problem: `Photos captioned only by their slot: ${slots.join(', ')} — describe what each shows.`,
          },
        ]
      : []
  })
  return findings.length
    ? { outcome: ruleOutcome.warn, findings }
    : {
        outcome: ruleOutcome.pass,
        passed: 'No template placeholder is left, and each photo has its caption.',
      }
}

const conclusionOf = (blocks: ReportBlockContent[]) => blocks.find((block) => block.type === 'conclusion')

/** Outside the evidence, the valuer explains; each needs two pieces of evidence at least. */
const figuresWithinEvidence: Rule = ({ blocks, kind }) => {
  const concluded = conclusionOf(blocks)
  const findings: ReportProblem[] = []
  // One sale gives a point, not a range: the sales rules ask for more.
  const sales = salesOf(blocks)
  const range = kind === 'rental' || sales.length < 2 ? null : adjustedRange(sales)
  const value = concluded?.marketValue
  if (range && value && (value < range.low || value > range.high))
    findings.push(
      finding(
        reportRule.figuresWithinEvidence,
        `The market value adopted, ${formatAud(value)}, is outside the sales’ adjusted range (${formatAud(range.low)} to ${formatAud(range.high)}). Review the adjustments, or note why.`,
      ),
    )
  const leasing = blocks.find((block) => block.type === 'leasingEvidence')
  const rents = kind === 'value' || !leasing || leasing.leases.length < 2 ? null : rentRange(leasing.leases)
  const rent = concluded?.rentalValue
  if (rents && rent) {
    const perM2 = leasing?.subjectArea && rents.perM2 ? Math.round(rent / leasing.subjectArea) : null
    const [low, high, adopted, unit] =
      perM2 !== null && rents.perM2
        ? [rents.perM2.low, rents.perM2.high, perM2, '/m²']
        : [rents.low, rents.high, rent, ' a year']
    if (adopted < low || adopted > high)
      findings.push(
        finding(
          reportRule.figuresWithinEvidence,
          `The market rent adopted, ${formatAud(adopted)}${unit}, is outside the leasing evidence (${formatAud(low)} to ${formatAud(high)}${unit}). Review the evidence, or note why.`,
        ),
      )
  }
  if (findings.length) return { outcome: ruleOutcome.warn, findings }
  return {
    outcome: ruleOutcome.pass,
    passed:
      range || rents
        ? 'The figures adopted lie within the evidence.'
        : 'No evidence to range the figures against.',
  }
}

/** Where the state registers no valuers the report prints their membership instead. */
const valuerLicensed: Rule = ({ valuer, propertyState, reportDate }) => {
  const fail = (problem: string): Verdict => ({
    outcome: ruleOutcome.fail,
    findings: [finding(reportRule.valuerLicensed, problem)],
  })
  if (!valuer)
    return fail('No valuer is assigned: an admin assigns the licensed valuer who signs the report.')
  const state = stateOf(propertyState)
  if (!state)
    return fail(
      'The property’s state is not recorded, so the valuer’s licence cannot be checked: correct the property’s address.',
    )
  if (!registersValuers(state)) {
    const { memberships } = printedCredentials({ ...valuer, propertyState: state, reportDate })
    return memberships.length
      ? {
          outcome: ruleOutcome.pass,
          passed: `${australianStateNames[state]} registers no valuers: the report prints ${valuer.name}’s membership (${memberships.join('; ')}).`,
        }
      : fail(
          `${australianStateNames[state]} registers no valuers, so the report prints the valuer’s professional membership, and ${valuer.name} has none recorded: an admin records it on their practice record.`,
        )
  }
  const problem = licenceProblem(valuer.name, valuer.licences, state, reportDate)
  if (problem) return fail(problem)
  const current = currentLicenceIn(valuer.licences, state, reportDate)!
  return {
    outcome: ruleOutcome.pass,
    passed: `${valuer.name} is licensed in ${state} (No. ${current.number}${current.expiresOn ? `, until ${formatDate(current.expiresOn.slice(0, 10))}` : ''}) on ${formatDate(reportDate)}.`,
  }
}

const compliance: Rule = (facts, blockFindings) => {
  const stated = fromBlocks(
    reportRule.compliance,
    'The report states its instructions, basis of value, extent of investigation and its statements.',
  )(facts, blockFindings)
  const missing = fundOutstanding(facts.purpose, facts.fund)
  if (!missing.length) return stated
  return {
    outcome: ruleOutcome.fail,
    findings: [...(stated.findings ?? []), finding(reportRule.compliance, fundOutstandingProblem(missing))],
  }
}

const practiceDetails: Rule = ({ practice }) => {
  const missing = practiceDetailsMissing(practice)
  return missing.length
    ? {
        outcome: ruleOutcome.fail,
        findings: missing.map((problem) => finding(reportRule.practiceDetails, problem)),
      }
    : {
        outcome: ruleOutcome.pass,
        passed: `Signed for ${practice!.legalName} (ABN ${formatAbn(practice!.abn!)}).`,
      }
}

/** A change to the image or the licences clears the admin's verification. */
const signature: Rule = (facts, blockFindings) => {
  const missing = fromBlocks(reportRule.signature, '')(facts, blockFindings)
  if (missing.outcome !== ruleOutcome.pass) return missing
  const { valuer } = facts
  const fail = (problem: string): Verdict => ({
    outcome: ruleOutcome.fail,
    findings: [finding(reportRule.signature, problem)],
  })
  if (!valuer) return fail('No valuer is assigned to sign the report.')
  const name = valuer.name.trim() || 'The valuer'
  // Whether what is recorded is current on the report's date is valuerLicensed's question.
  if (!valuer.name.trim() || (!valuer.licences.length && !valuer.memberships.length))
    return fail(
      `${name} has no licence number or professional membership recorded to sign with: an admin records it on their practice record.`,
    )
  if (valuer.signature === signatureStates.missing)
    return fail(
      `${name} has no signature on record: they upload it on their practice record (Valuers in practices, in /admin), and an admin verifies it.`,
    )
  if (valuer.signature === signatureStates.unverified)
    return fail(
      `${name}’s signature is not yet verified: an admin checks it with their licences and marks it verified on their practice record.`,
    )
  return {
    outcome: ruleOutcome.pass,
    passed: `Signed by ${valuer.name}, with their verified signature and ${valuer.licences.length ? 'licence number' : 'professional membership'}.`,
  }
}

/** Stated once: a second figure typed beside the one concluded would contradict it. */
const figuresStated: Rule = (facts, blockFindings) => {
  const missing = fromBlocks(reportRule.figuresStated, '')(facts, blockFindings)
  if (missing.outcome !== ruleOutcome.pass) return missing
  const concluded = conclusionOf(facts.blocks)
  const figures = {
    marketValue: facts.kind === 'rental' ? null : (concluded?.marketValue ?? null),
    marketRent: facts.kind === 'value' ? null : (concluded?.rentalValue ?? null),
    valuationDate: facts.valuationDate,
  }
  const findings = facts.blocks.flatMap((block, at) =>
    block.type === 'valueSummary' || block.type === 'methodology' || block.type === 'conclusion'
      ? contradictedFigures(block.text, figures).map((problem) => ({
          rule: reportRule.figuresStated,
          index: at + 1,
          type: block.type,
          block: blockHeading(block),
          field: 'Text',
          problem,
        }))
      : [],
  )
  return findings.length
    ? { outcome: ruleOutcome.fail, findings }
    : { outcome: ruleOutcome.pass, passed: 'The figures ordered are stated, and the text states no other.' }
}

const rules: Record<ReportRuleId, Rule> = {
  placeholders,
  propertyDescribed: fromBlocks(reportRule.propertyDescribed, 'The property description is filled in.'),
  blocksFilled: fromBlocks(reportRule.blocksFilled, 'Every block has its content.'),
  comparableSales,
  salesDated,
  conclusion,
  sectionsOnce,
  figuresWithinEvidence,
  figuresStated,
  compliance,
  valuerLicensed,
  practiceDetails,
  signature,
}

export function checkReport(facts: ReportFacts): RuleResult[] {
  const blockFindings = reportProblems(facts.blocks, facts.kind)
  return reportRuleIds.map((rule) => {
    const { outcome, passed = '', findings = [] } = rules[rule](facts, blockFindings)
    return { rule, label: reportRuleLabels[rule], outcome, passed, findings }
  })
}

export const blockingResults = <Result extends Pick<RuleResult, 'rule' | 'outcome'>>(
  results: Result[],
  noted: readonly ReportRuleId[],
) =>
  results.filter(
    (result) =>
      result.outcome === ruleOutcome.fail ||
      (result.outcome === ruleOutcome.warn && !noted.includes(result.rule)),
  )

export const blockingProblems = (results: RuleResult[], noted: readonly ReportRuleId[]): ReportProblem[] =>
  blockingResults(results, noted).flatMap((result) =>
    result.outcome === ruleOutcome.warn
      ? result.findings.map((found) => ({
          ...found,
          problem: `${found.problem} (A warning: fix it, or write a note under “${result.label}”.)`,
        }))
      : result.findings,
  )

export const rulesThatWarn: readonly ReportRuleId[] = [
  reportRule.placeholders,
  reportRule.comparableSales,
  reportRule.salesDated,
  reportRule.figuresWithinEvidence,
]
