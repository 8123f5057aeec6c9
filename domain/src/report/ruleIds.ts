import { keysOf } from '../keys.ts'

/** The ids are stored with the valuer's notes on warnings: never rename one. */
export const reportRuleLabels = {
  placeholders: 'No placeholder text left',
  propertyDescribed: 'The property described',
  blocksFilled: 'No block left empty',
  comparableSales: 'At least three comparable sales',
  salesDated: 'Sales known at the date of valuation',
  conclusion: 'One conclusion',
  sectionsOnce: 'One section per subject',
  figuresWithinEvidence: 'Adopted figures within the evidence',
  figuresStated: 'Each figure ordered, stated once',
  compliance: 'Instructions, basis of value, investigation and statements',
  valuerLicensed: 'The valuer licensed in the property’s state',
  practiceDetails: 'The practice’s legal name and ABN',
  signature: 'Signed by the valuer',
} as const
export type ReportRuleId = keyof typeof reportRuleLabels
export const reportRuleIds = keysOf(reportRuleLabels)

/** Each rule by name (`reportRule.signature`), so code never spells an id as a bare string. */
export const reportRule = Object.fromEntries(reportRuleIds.map((id) => [id, id])) as {
  readonly [Id in ReportRuleId]: Id
}

/** What a rule finds: nothing in the way; something the valuer must explain in a note; or a stop. */
export const ruleOutcome = { pass: 'pass', warn: 'warn', fail: 'fail' } as const
export type RuleOutcome = (typeof ruleOutcome)[keyof typeof ruleOutcome]
export const ruleOutcomes = keysOf(ruleOutcome)
