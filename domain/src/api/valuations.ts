import { z } from 'zod'

import { dateTime, retrospectiveDateProblem } from '../order/dates.ts'
import { purposeKeys, reportKindKeys } from '../order/purposes.ts'
import { Postcode } from '../order/schemas.ts'
import { reportBlockSchemas, reportBlockTypeKeys, type ReportBlockType } from '../report/blocks.ts'
import { positionSources } from '../report/position.ts'
import { reportRuleIds, ruleOutcomes } from '../report/ruleIds.ts'
import { reportStatuses } from '../report/status.ts'
import { MAX_HOLD_ANSWER_FILES } from '../valuation/hold.ts'
import { defaultListStatuses, valuationStatuses, type ValuationStatus } from '../valuation/status.ts'
import { IdParams, OrderView } from './orders.ts'

const id = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])
const statusNumbers: readonly number[] = Object.values(valuationStatuses)
const isStatus = (status: number): status is ValuationStatus => statusNumbers.includes(status)
const Status = z
  .number()
  .int()
  .refine(isStatus, `Use one of ${statusNumbers.join(', ')}.`)
  .meta({ enum: [...statusNumbers] })
  .transform((status) => (isStatus(status) ? status : valuationStatuses.None))

/** GET /api/valuations: statuses as a comma list (default 10,20,50), soonest due first. */
export const ValuationListQuery = z.object({
  statuses: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, 'Use status numbers separated by commas, like 10,20,50.')
    .default(defaultListStatuses.join(','))
    .transform((text) => text.split(',').map(Number))
    .refine(
      (statuses) => statuses.every((status) => statusNumbers.includes(status)),
      `Use status numbers from ${statusNumbers.join(', ')}.`,
    ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const HistoryEntry = z.object({
  At: z.string(),
  ByUserId: id.nullable(),
  From: z.number().int().nullable(),
  To: z.number().int(),
  Note: z.string().nullable(),
})

export const ValuationDetail = OrderView.extend({
  PracticeId: id.nullable(),
  ValuerUserId: id.nullable(),
  ValuerName: z.string().nullable(),
  HoursLeft: z.number().int().nullable(),
  Overdue: z.boolean(),
  ReportKind: z.string(),
  Files: z.array(z.object({ Slot: z.string(), FileId: id })),
  History: z.array(HistoryEntry),
})

export const AssignPracticeRequest = z.strictObject({ PracticeId: id })
/** ValuerId: a valuer in the valuation's practice, as GET /api/practices/{id}/valuers lists them. */
export const AssignValuerRequest = z.strictObject({ ValuerId: id })
export const ValuerChoice = z.object({
  ValuerId: id,
  Name: z.string(),
  LicensedIn: z.array(z.string()).describe('States where a licence of theirs is current today'),
  OpenValuations: z.number().int().describe('Valuations assigned to them, pending or in progress'),
  NextDueAt: z.string().nullable().describe('When the soonest of those is due (ISO time), if any'),
  Assigned: z.boolean().describe('They are the valuation’s valuer now'),
  Problem: z
    .string()
    .nullable()
    .describe('Why they cannot take this valuation (e.g. no licence in its state)'),
})
export const StatusRequest = z.strictObject({ Status, Note: z.string().trim().max(500).optional() })
/** Hold, decline, refund, reissue: a change the customer is told about, with why in words they read. */
export const ReasonRequest = z.strictObject({
  Reason: z.string().trim().min(1, 'Say why; the customer is told.').max(1000),
})

/** At least one of the two. */
export const HoldAnswerRequest = z
  .strictObject({
    Answer: z.string().trim().max(4000, 'Keep the answer under 4,000 characters.').default(''),
    FileIds: z
      .array(id)
      .max(MAX_HOLD_ANSWER_FILES, `Send at most ${MAX_HOLD_ANSWER_FILES} files.`)
      .default([]),
  })
  // The superRefine below, as the document says it: words that are not blank, or at least one file.
  .meta({
    anyOf: [
      { required: ['Answer'], properties: { Answer: { pattern: '\\S' } } },
      { required: ['FileIds'], properties: { FileIds: { minItems: 1 } } },
    ],
  })
  .superRefine((answer, context) => {
    if (!answer.Answer && !answer.FileIds.length)
      context.addIssue({
        code: 'custom',
        path: ['Answer'],
        message: 'Write your answer, or upload the files asked for.',
      })
  })
export const CustomerMessageRequest = z.strictObject({
  Message: z.string().trim().min(1, 'Write the message to the customer.').max(4000),
})

export const ValuationPatch = z.strictObject({
  Purpose: z.enum(purposeKeys).optional(),
  ReportKind: z.enum(reportKindKeys).optional(),
  // The same rules as the order's: a real date, not in the future, not before we can value.
  RetrospectiveDate: z
    .string()
    .superRefine((date, context) => {
      const problem = retrospectiveDateProblem(date)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    // A real date from 20 September 1985 (that it is not in the future, is beyond a schema).
    .meta({ format: 'date', pattern: '^(?:198[5-9]|199\\d|2\\d{3})-' })
    .nullable()
    .optional(),
  DueAt: dateTime().optional(),
})

export const ValuationBlockPatch = z
  .strictObject({
    ValuationIds: z.array(id).min(1, 'Choose at least one valuation.').max(100),
    PracticeId: id.optional(),
    ValuerId: id.optional(),
    Status: Status.optional(),
    Note: z.string().trim().max(500).optional(),
  })
  .refine(
    (body) => body.PracticeId !== undefined || body.ValuerId !== undefined || body.Status !== undefined,
    { message: 'Say what to change: PracticeId, ValuerId or Status.', path: ['$'] },
  )
export const ValuationBlockResult = z.array(
  z.object({ ValuationId: id, Ok: z.boolean(), Error: z.string().nullable() }),
)

export const ValuationFile = z.object({
  Slot: z.string(),
  FileId: id,
  Filename: z.string().nullable(),
  MimeType: z.string().nullable(),
  Kind: z.enum(['image', 'file']),
})

export const ReportResponse = z.object({
  ReportId: id,
  ValuationId: id,
  Title: z.string(),
  Status: z.enum(reportStatuses),
  /** 1 for the report first delivered; each correction (reissue) is the next. */
  Version: z.number().int().min(1),
  /** Why this version was made, for a correction; null for the first. */
  ReissueReason: z.string().nullable(),
  TemplateId: id.nullable(),
  PdfFileId: id.nullable(),
  CompletedAt: z.string().nullable(),
  UpdatedAt: z.string(),
})
export const ReportProblemResponse = z.object({
  Rule: z.enum(reportRuleIds),
  /** The block's position + 1, as in GET /api/reports/{id}/blocks; null for a block the report lacks, or none. */
  Index: z.number().int().min(1).nullable(),
  /** The block's type and heading; null for a finding about the report as a whole (the valuer's licence). */
  Type: z.enum(reportBlockTypeKeys).nullable(),
  Block: z.string().nullable(),
  Field: z.string().nullable(),
  Problem: z.string(),
  Text: z.string(),
})
export const RuleNoteResponse = z.object({
  Rule: z.enum(reportRuleIds),
  Label: z.string(),
  Note: z.string(),
  By: z.string(),
  At: z.string(),
})
export const ReportCheckResponse = z.object({
  Rule: z.enum(reportRuleIds),
  Label: z.string(),
  Outcome: z.enum(ruleOutcomes),
  Passed: z.string(),
  Findings: z.array(z.string()),
  /** The valuer's note, for a warning; a noted warning does not keep the report from being sent. */
  Note: RuleNoteResponse.nullable(),
})
export const ReportEditResponse = z.object({ At: z.string(), By: z.string(), Changes: z.array(z.string()) })
export const ReportDetail = ReportResponse.extend({
  Problems: z.array(ReportProblemResponse),
  Checks: z.array(ReportCheckResponse),
  Notes: z.array(RuleNoteResponse),
  Edits: z.array(ReportEditResponse),
})
export const RuleNoteRequest = z.strictObject({
  Note: z
    .string('Say why the report can be sent with this warning.')
    .trim()
    .min(1, 'Say why the report can be sent with this warning.')
    .max(2000, 'Use at most 2,000 characters.'),
})
export const RuleParams = IdParams.extend({
  rule: z.enum(reportRuleIds, `Choose one of ${reportRuleIds.join(', ')}.`),
})
export const BlockResponse = z.object({
  BlockId: z.string(),
  Type: z.enum(reportBlockTypeKeys),
  Index: z.number().int().min(1),
  Data: z.record(z.string(), z.unknown()),
})
/**
 * What each block Type's Data holds, for the document: the route takes Data as sent and checks it by its block's
 * own schema (blockContent), whose 400 names the field, so the document states the same rules.
 */
const blockData = (type: ReportBlockType) => {
  const block = reportBlockSchemas[type] as unknown as z.ZodObject<{ type: z.ZodType }>
  return z.toJSONSchema(block.omit({ type: true }), { io: 'input', unrepresentable: 'any' })
}
const dataByType = () => ({
  oneOf: reportBlockTypeKeys.map((type) => {
    const { $schema: _dialect, ...data } = blockData(type)
    return { properties: { Type: { const: type }, Data: data } }
  }),
})

/** POST /api/reports/{id}/blocks: Index is the new block's position + 1 (1 puts it first). */
export const NewBlockRequest = z
  .strictObject({
    Type: z.enum(reportBlockTypeKeys, `Choose one of ${reportBlockTypeKeys.join(', ')}.`),
    Index: z.number().int().min(1),
    Data: z.record(z.string(), z.unknown()).default({}),
  })
  .meta(dataByType())
/** PUT /api/reports/{id}/blocks/{blockId}: the block's content (its Type stays), and optionally a new position. */
export const BlockUpdateRequest = z.strictObject({
  Data: z
    .record(z.string(), z.unknown())
    .meta({ anyOf: dataByType().oneOf.map((branch) => branch.properties.Data) }),
  Index: z.number().int().min(1).optional(),
})
/** POST /api/reports/{id}/blocks/{blockId}/sales_csv: add the sales (default) or replace the block's list. */
export const SalesCsvQuery = z.object({
  Mode: z.enum(['append', 'replace'], 'Choose append or replace.').default('append'),
})
const ImportedSale = z.object({
  Address: z.string(),
  SaleDate: z.string(),
  Price: z.number(),
  LandArea: z.number().nullable(),
  BuildingArea: z.number().nullable(),
  RatePerM2: z.number().nullable().describe('Per m² of building area where given, else of land area'),
  DistanceKm: z
    .number()
    .nullable()
    .describe('From the property, where both positions are known (a sale without coordinates: its suburb’s)'),
  PlacedBy: z
    .enum(positionSources)
    .nullable()
    .describe('What places the sale: its own coordinates (address), its suburb’s centre, or nothing'),
  Adjustments: z
    .object({ Size: z.number(), Time: z.number() })
    .describe('The size and time adjustments suggested from the figures, % of the price (0 where none)'),
  Reasons: z.array(z.string()).describe('Why each suggested adjustment, for the valuer to check'),
})
export const SalesCsvResponse = z.object({
  Read: z
    .array(z.object({ Field: z.string(), Column: z.string() }))
    .describe('The columns read, and into what'),
  Ignored: z.array(z.string()).describe('The columns no field reads'),
  Imported: z.array(ImportedSale),
  Suggested: z.number().int().describe('How many imported sales were given suggested adjustments'),
  Sales: z.number().int().describe('How many sales the block lists now'),
})
export const FromTemplateRequest = z.strictObject({ ValuationId: id, TemplateId: id.optional() })
export const TemplateQuery = z.object({
  type: z.enum(['residential', 'commercial', 'industrial', 'retail', 'rural']).optional(),
})
export const TemplateResponse = z.object({
  TemplateId: id,
  Name: z.string(),
  Type: z.string(),
  BlockTypes: z.array(z.string()),
})

export const PropertyPatch = z.strictObject({
  AddressDetails: z
    .strictObject({
      Address: z.string().trim().min(5).max(300).optional(),
      Street: z.string().trim().max(200).optional(),
      Suburb: z.string().trim().max(100).optional(),
      State: z.string().trim().max(10).optional(),
      Postcode: Postcode.optional(),
      Latitude: z.number().min(-90).max(90).optional(),
      Longitude: z.number().min(-180).max(180).optional(),
      /** How corrected coordinates were found; coordinates given without it are taken as the suburb's. */
      PositionSource: z.enum(positionSources).optional(),
    })
    .optional(),
})

export const PropertySnapshotResponse = z.object({
  PropertySnapshotId: id,
  AddressDetails: z.object({
    Address: z.string(),
    Street: z.string().optional(),
    Suburb: z.string().optional(),
    State: z.string().optional(),
    Postcode: z.string().optional(),
    PlaceId: z.string().optional(),
    Latitude: z.number().optional(),
    Longitude: z.number().optional(),
    PositionSource: z.enum(positionSources).optional(),
  }),
  PropertyTypeSelection: z.object({ PropertyClassification: z.string(), PropertyType: z.string() }),
  StrataTitled: z.boolean(),
  Tenancies: z.number().nullable().optional(),
  EstimatedValue: z.number().nullable().optional(),
  SpecialUse: z.string(),
  DetailsForm: z.string(),
  Details: z.record(z.string(), z.unknown()),
})
