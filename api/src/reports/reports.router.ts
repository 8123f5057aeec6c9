import type { Where } from 'payload'
import { z } from 'zod'

import { readStoredFile, renderReport, reportData, saleSuburbsOf } from '@valuedesk/cms'
import {
  BlockResponse,
  BlockUpdateRequest,
  FromTemplateRequest,
  IdParams,
  NewBlockRequest,
  ReportDataSchema,
  ReportDetail,
  ReportResponse,
  RuleNoteRequest,
  RuleParams,
  SalesCsvQuery,
  SalesCsvResponse,
  TemplateQuery,
  TemplateResponse,
  AppError,
  idOf,
  reportStatus,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { readSingleFile } from '../http/multipart.ts'
import { defineRoute } from '../http/route.ts'
import { fromPayloadBlock, noteReportWarning, readValuation } from '@valuedesk/cms'
import { toReportResponse } from './reports.mapper.ts'
import { salesFromCsv, suggestImportedAdjustments, toImportedSale } from './salesCsv.service.ts'
import {
  blockContent,
  blocksFromTemplate,
  moveTo,
  orderFacts,
  readReport,
  reportDetail,
  saveBlocks,
  templateFor,
  toBlockResponses,
  toPayloadBlock,
} from './reports.service.ts'

const BlockParams = z.object({ id: IdParams.shape.id, blockId: z.string().trim().min(1).max(64) })
const blockNotFound = (blockId: string) => AppError.notFound(`No block ${blockId} in this report.`)
const MAX_SALES_CSV_BYTES = 1024 * 1024

export const reportsRoutes = [
  defineRoute({
    method: 'get',
    path: '/reports/templates',
    summary: 'Report templates, optionally of one property class (type)',
    tag: 'Reports',
    access: 'authenticated',
    query: TemplateQuery,
    response: z.array(TemplateResponse),
    handler: async ({ payload, user, query }) => {
      const where: Where | undefined = query.type ? { type: { equals: query.type } } : undefined
      const { docs } = await payload.find({
        collection: 'report-templates',
        where,
        sort: 'type',
        limit: 0,
        pagination: false,
        ...asCaller(user),
      })
      return docs.map((template) => ({
        TemplateId: template.id,
        Name: template.name,
        Type: template.type,
        BlockTypes: (template.blocks ?? []).map((block) => block.blockType),
      }))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/reports/from_template',
    summary: 'Starts a valuation’s report from a template (by default, the one for its property class)',
    tag: 'Reports',
    access: 'authenticated',
    body: FromTemplateRequest,
    response: ReportResponse,
    successStatus: 201,
    errors: [404, 409],
    handler: async ({ payload, user, body }) => {
      const valuation = await readValuation(payload, user, body.ValuationId)
      // Counted as the caller: a customer, who sees no drafts, goes on to be refused the template (403).
      const drafts = await payload.count({
        collection: 'reports',
        where: { valuation: { equals: valuation.id }, status: { equals: reportStatus.draft } },
        ...asCaller(user),
      })
      if (drafts.totalDocs > 0)
        throw AppError.conflict('This valuation already has a draft report; carry on with it.')
      const template = await templateFor(payload, user, valuation, body.TemplateId)
      const blocks = blocksFromTemplate(template, await orderFacts(payload, valuation))
      const report = await payload.create({
        collection: 'reports',
        data: {
          title: `Report for ${valuation.reference}`,
          valuation: valuation.id,
          template: template.id,
          blocks,
          status: reportStatus.draft,
        },
        ...asCaller(user),
      })
      return toReportResponse(report)
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/reports/blocks/:id',
    summary: 'Deletes a block from the draft report that holds it',
    tag: 'Reports',
    access: 'authenticated',
    params: z.object({ id: z.string().trim().min(1).max(64) }),
    handler: async ({ payload, user, params }) => {
      // Only drafts change: look through the caller's draft reports (few: one per open valuation).
      const { docs } = await payload.find({
        collection: 'reports',
        where: { status: { equals: reportStatus.draft } },
        limit: 0,
        pagination: false,
        ...asCaller(user),
      })
      const report =
        docs.find((candidate) => candidate.blocks?.some((block) => block.id === params.id)) ??
        AppError.throwNotFound(`No block ${params.id} in a report you may change.`)
      await saveBlocks(
        payload,
        user,
        report,
        (report.blocks ?? []).filter((block) => block.id !== params.id),
      )
    },
  }),
  defineRoute({
    method: 'get',
    path: '/reports/:id',
    summary:
      'One report, with what keeps it from being sent (Problems: what completing the valuation would refuse; none once delivered)',
    tag: 'Reports',
    access: 'authenticated',
    params: IdParams,
    response: ReportDetail,
    handler: async ({ payload, user, params }) =>
      reportDetail(payload, await readReport(payload, user, params.id)),
  }),
  defineRoute({
    method: 'put',
    path: '/reports/:id/notes/:rule',
    summary:
      'The valuer’s note on a rule’s warning (why the report can be sent with it): kept with who and when, it lets the warning through completion',
    tag: 'Reports',
    access: 'authenticated',
    params: RuleParams,
    body: RuleNoteRequest,
    response: ReportDetail,
    errors: [400, 403, 404, 409],
    handler: async ({ payload, user, params, body }) =>
      reportDetail(payload, await noteReportWarning(payload, user!, params.id, params.rule, body.Note)),
  }),
  defineRoute({
    method: 'get',
    path: '/reports/:id/blocks',
    summary: 'A report’s blocks in order, each with its Type, Index (position + 1) and content',
    tag: 'Reports',
    access: 'authenticated',
    params: IdParams,
    response: z.array(BlockResponse),
    handler: async ({ payload, user, params }) =>
      toBlockResponses(await readReport(payload, user, params.id)),
  }),
  defineRoute({
    method: 'get',
    path: '/reports/:id/data',
    summary: 'What the report draws on: the valuation, property, client, practice and valuer',
    tag: 'Reports',
    access: 'authenticated',
    params: IdParams,
    response: ReportDataSchema,
    handler: async ({ payload, user, params }) => {
      const report = await readReport(payload, user, params.id)
      return reportData(payload, report, report.status !== reportStatus.final)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/reports/:id/pdf',
    summary:
      'The report as a PDF: a watermarked preview while it is a draft, the exact PDF delivered once it is final',
    tag: 'Reports',
    access: 'authenticated',
    params: IdParams,
    produces: 'application/pdf',
    // 503: more reports are waiting for the renderer than it queues (cms/src/documents/reportPdf/reportPdf.ts).
    errors: [503],
    handler: async ({ payload, user, params, res }) => {
      const report = await readReport(payload, user, params.id)
      res
        .type('pdf')
        .setHeader('content-disposition', `inline; filename="${report.title}.pdf"`)
        .setHeader('cache-control', 'no-store')
      // A delivered version is the stored PDF, byte for byte: the one its SHA-256 on /verify/{code} confirms.
      const stored =
        report.status !== reportStatus.draft && report.pdf
          ? await payload.findByID({
              collection: 'files',
              id: idOf(report.pdf),
              overrideAccess: true,
              depth: 0,
            })
          : undefined
      res.send(stored ? await readStoredFile(payload, 'files', stored) : await renderReport(payload, report))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/reports/:id/blocks',
    summary: 'Adds a block at Index (position + 1)',
    tag: 'Reports',
    access: 'authenticated',
    params: IdParams,
    body: NewBlockRequest,
    response: z.array(BlockResponse),
    successStatus: 201,
    handler: async ({ payload, user, params, body }) => {
      const report = await readReport(payload, user, params.id)
      const blocks = [...(report.blocks ?? [])]
      blocks.splice(
        Math.min(body.Index - 1, blocks.length),
        0,
        toPayloadBlock(blockContent(body.Type, body.Data)),
      )
      return toBlockResponses(await saveBlocks(payload, user, report, blocks))
    },
  }),
  defineRoute({
    method: 'put',
    path: '/reports/:id/blocks/:blockId',
    summary: 'Replaces a block’s content, and moves it when Index is given',
    tag: 'Reports',
    access: 'authenticated',
    params: BlockParams,
    body: BlockUpdateRequest,
    response: z.array(BlockResponse),
    handler: async ({ payload, user, params, body }) => {
      const report = await readReport(payload, user, params.id)
      const blocks = report.blocks ?? []
      const at = blocks.findIndex((block) => block.id === params.blockId)
      if (at < 0) throw blockNotFound(params.blockId)
      const replaced = blocks.map((block, index) =>
        index === at ? { ...toPayloadBlock(blockContent(block.blockType, body.Data)), id: block.id } : block,
      )
      return toBlockResponses(
        await saveBlocks(payload, user, report, body.Index ? moveTo(replaced, at, body.Index) : replaced),
      )
    },
  }),
  defineRoute({
    method: 'post',
    path: '/reports/:id/blocks/:blockId/sales_csv',
    summary:
      'Imports comparable sales from a CSV export (CoreLogic RP Data, Pricefinder, Domain; multipart, field "file", up to 1 MB) into a comparable-sales block: one row per sale, columns found by their usual names (Address or Street Address + Suburb/State/Postcode, Sale Date or Contract Date in DD/MM/YYYY or ISO, Sale Price, Land Area, Floor/Building Area, Bed, Bath, Car, Latitude, Longitude). Answers the columns read and ignored and each sale with its rate per m² and distance; any bad row refuses the file, named by row and column',
    tag: 'Reports',
    access: 'authenticated',
    params: BlockParams,
    query: SalesCsvQuery,
    accepts: ['multipart/form-data'],
    response: SalesCsvResponse,
    errors: [400, 404, 409],
    handler: async ({ payload, user, params, query, req }) => {
      const report = await readReport(payload, user, params.id)
      const blocks = report.blocks ?? []
      const at = blocks.findIndex((block) => block.id === params.blockId)
      if (at < 0) throw blockNotFound(params.blockId)
      const block = blockContent(blocks[at]!.blockType, fromPayloadBlock(blocks[at]!))
      if (block.type !== 'comparableSales')
        throw AppError.validation({ blockId: ['Import sales into a comparable sales block.'] })
      const imported = salesFromCsv(await readSingleFile(req, MAX_SALES_CSV_BYTES))
      const listed = query.Mode === 'replace' ? [] : block.sales
      const data = await reportData(payload, report, true)
      const suggested = suggestImportedAdjustments(listed, imported.sales, block.subject, data)
      const sales = [...listed, ...suggested.map(({ sale }) => sale)]
      const saved = blocks.map((each, index) =>
        index === at
          ? { ...toPayloadBlock(blockContent('comparableSales', { ...block, sales })), id: each.id }
          : each,
      )
      await saveBlocks(payload, user, report, saved)
      const suburbs = await saleSuburbsOf(imported.sales)
      return {
        Read: imported.read.map((column) => ({ Field: column.field, Column: column.column })),
        Ignored: imported.ignored,
        Imported: suggested.map(({ sale, reasons }) => ({
          ...toImportedSale(sale, data.location, suburbs),
          Adjustments: { Size: sale.adjustments.size, Time: sale.adjustments.time },
          Reasons: reasons,
        })),
        Suggested: suggested.filter(({ reasons }) => reasons.length).length,
        Sales: sales.length,
      }
    },
  }),
]
