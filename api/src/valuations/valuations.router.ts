import type { Payload } from 'payload'
import { z } from 'zod'

import {
  answerHold,
  assignPractice,
  assignValuer,
  attachFile,
  completeValuation,
  correctOrder,
  declineValuation,
  holdValuation,
  finalReportOf,
  giveFund,
  messageCustomer,
  moveValuation,
  readValuation,
  reissueReport,
  resumeValuation,
  type User,
  valuerChoices,
} from '@valuedesk/cms'
import {
  AssignPracticeRequest,
  AssignValuerRequest,
  AttachFileRequest,
  GiveFundRequest,
  HoldAnswerRequest,
  CustomerMessageRequest,
  IdParams,
  OrderView,
  pageOf,
  ReasonRequest,
  ReportResponse,
  StatusRequest,
  ValuationBlockPatch,
  ValuationBlockResult,
  ValuationDetail,
  ValuationFile,
  ValuationListQuery,
  ValuationPatch,
  ValuerChoice,
  AppError,
  defaultListStatuses,
  idOf,
  valuationStatuses,
  type ValuationStatus,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { refundCard } from '../payments/stripeClient.ts'
import { toReportResponse } from '../reports/reports.mapper.ts'
import { toOrderView, toValuationDetail, type FinishedReport } from './valuations.mapper.ts'

export const finishedReportOf = async (
  payload: Payload,
  valuationId: number | string,
): Promise<FinishedReport | null> => {
  const report = await finalReportOf(payload, valuationId)
  return report?.pdf ? { fileId: idOf(report.pdf), delivery: report.delivery?.state ?? null } : null
}

const changeStatus = (
  payload: Payload,
  user: User,
  id: number | string,
  status: ValuationStatus,
  note?: string,
) =>
  status === valuationStatuses.Completed
    ? completeValuation(payload, user, id, note)
    : status === valuationStatuses.Deleted
      ? declineValuation(payload, user, id, note ?? '', refundCard())
      : moveValuation(payload, user, id, status, note)

const ImagesResponse = z.array(z.object({ Slot: z.string(), FileId: z.union([z.number(), z.string()]) }))

// Access is Payload's; allowed moves are domain/valuation/transitions.ts.
export const valuationsRoutes = [
  defineRoute({
    method: 'get',
    path: '/valuations',
    summary: `Valuations by status (default ${defaultListStatuses.join(',')}), soonest due first: admins all, valuers their practice’s and their own, customers theirs`,
    tag: 'Valuations',
    access: 'authenticated',
    query: ValuationListQuery,
    response: pageOf(ValuationDetail),
    handler: async ({ payload, user, query }) => {
      const result = await payload.find({
        collection: 'valuations',
        where: { status: { in: query.statuses.map(String) } },
        sort: ['dueAt', '-createdAt'],
        page: query.page,
        limit: query.pageSize,
        ...asCaller(user, 1),
      })
      return {
        Items: result.docs.map((valuation) => toValuationDetail(valuation)),
        Page: result.page ?? 1,
        TotalPages: result.totalPages,
        TotalItems: result.totalDocs,
      }
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/valuations/block',
    summary:
      'One change (practice, valuer and/or status) applied to several valuations; each answers for itself',
    tag: 'Valuations',
    access: 'admin',
    body: ValuationBlockPatch,
    response: ValuationBlockResult,
    handler: async ({ payload, user, body }) => {
      const results = []
      for (const id of body.ValuationIds) {
        try {
          let valuation = await readValuation(payload, user, id)
          if (body.PracticeId !== undefined)
            valuation = await assignPractice(payload, user, valuation.id, body.PracticeId)
          if (body.ValuerId !== undefined)
            valuation = await assignValuer(payload, user, valuation.id, body.ValuerId)
          if (body.Status !== undefined)
            valuation = await changeStatus(payload, user!, valuation.id, body.Status, body.Note)
          results.push({ ValuationId: valuation.id, Ok: true, Error: null })
        } catch (error) {
          const details = (error as AppError).details
          results.push({
            ValuationId: id,
            Ok: false,
            Error: details ? Object.values(details).flat().join(' ') : (error as Error).message,
          })
        }
      }
      return results
    },
  }),
  defineRoute({
    method: 'get',
    path: '/valuations/:id',
    summary: 'One valuation: status, due time and time left, assignment, files and history',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    response: ValuationDetail,
    handler: async ({ payload, user, params }) => {
      const valuation = await readValuation(payload, user, params.id)
      return toValuationDetail(valuation, await finishedReportOf(payload, valuation.id))
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/valuations/:id',
    summary: 'Corrects an order’s purpose, report kind, retrospective date or due time (admins)',
    tag: 'Valuations',
    access: 'admin',
    params: IdParams,
    body: ValuationPatch,
    response: ValuationDetail,
    errors: [409],
    handler: async ({ payload, user, params, body }) => {
      const valuation = await readValuation(payload, user, params.id)
      const corrected = await correctOrder(payload, user, valuation.id, {
        purpose: body.Purpose,
        reportKind: body.ReportKind,
        retrospectiveDate: body.RetrospectiveDate,
        dueAt: body.DueAt,
      })
      return toValuationDetail(corrected, await finishedReportOf(payload, corrected.id))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/practice',
    summary: 'Sends a valuation to a practice (admins)',
    tag: 'Valuations',
    access: 'admin',
    params: IdParams,
    body: AssignPracticeRequest,
    response: ValuationDetail,
    handler: async ({ payload, user, params, body }) =>
      toValuationDetail(
        await assignPractice(
          payload,
          user,
          (await readValuation(payload, user, params.id)).id,
          body.PracticeId,
        ),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/valuations/:id/valuer_choices',
    summary:
      'The valuers an admin may assign the valuation to: its practice’s active valuers by name, where each is licensed today, their open valuations and next due time, and why one cannot take it',
    tag: 'Valuations',
    access: 'admin',
    params: IdParams,
    response: z.array(ValuerChoice),
    handler: async ({ payload, user, params }) => valuerChoices(payload, user, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/valuer',
    summary:
      'Assigns a valuer of the valuation’s practice (admins); ValuerId as the practice’s valuer list gives it',
    tag: 'Valuations',
    access: 'admin',
    params: IdParams,
    body: AssignValuerRequest,
    response: ValuationDetail,
    handler: async ({ payload, user, params, body }) =>
      toValuationDetail(
        await assignValuer(payload, user, (await readValuation(payload, user, params.id)).id, body.ValuerId),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/status',
    summary:
      'Moves a valuation along the workflow (409 with the reason when not allowed); 50 completes it with its report and e-mails the customer',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: StatusRequest,
    response: ValuationDetail,
    // 503: completing renders the report, and the renderer's queue is full.
    errors: [409, 503],
    handler: async ({ payload, user, params, body }) => {
      const valuation = await readValuation(payload, user, params.id)
      const changed = await changeStatus(payload, user!, valuation.id, body.Status, body.Note)
      return toValuationDetail(changed, await finishedReportOf(payload, changed.id))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/hold',
    summary:
      'Puts a valuation on hold with the reason (its valuer or an admin): the customer is told, and the due time stands still until it is resumed',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: ReasonRequest,
    response: ValuationDetail,
    errors: [409],
    handler: async ({ payload, user, params, body }) =>
      toValuationDetail(await holdValuation(payload, user!, params.id, body.Reason)),
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/message',
    summary:
      'E-mails the customer a message from its valuer or an admin (replies go to the sender); kept word for word in the valuation’s history',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: CustomerMessageRequest,
    response: ValuationDetail,
    errors: [409],
    handler: async ({ payload, user, params, body }) =>
      toValuationDetail(await messageCustomer(payload, user!, params.id, body.Message)),
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/resume',
    summary:
      'Resumes a valuation on hold (its valuer or an admin): the time on hold is added to the due time, and the customer told',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    response: ValuationDetail,
    errors: [409],
    handler: async ({ payload, user, params }) =>
      toValuationDetail(await resumeValuation(payload, user!, params.id)),
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/answer',
    summary:
      'The customer answers their valuation on hold, with files uploaded first (POST /api/files): the answer goes in its history, the files to the valuer, and it resumes with the time that was left (409 when it is not on hold, e.g. already answered)',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: HoldAnswerRequest,
    response: OrderView,
    errors: [409],
    handler: async ({ payload, user, params, body }) =>
      toOrderView(
        await answerHold(payload, user!, params.id, { answer: body.Answer, fileIds: body.FileIds }),
      ),
  }),
  defineRoute({
    method: 'put',
    path: '/valuations/:id/fund',
    summary:
      'The customer gives the self-managed super fund their order is for, after ordering (an SMSF order placed without one says FundNeeded): its name, trustee and ABN, kept on the order with a line in its history. Its report is not completed until then. The order’s customer only (staff are refused; anyone else’s order is a 404); 409 once its report is delivered',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: GiveFundRequest,
    response: OrderView,
    errors: [409],
    handler: async ({ payload, user, params, body }) =>
      toOrderView(await giveFund(payload, user!, params.id, body.Fund)),
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/decline',
    summary:
      'Declines a valuation with the reason the customer reads (admins): it is deleted and, when paid, refunded in full in the same step (a card through Stripe, a bank transfer recorded to pay back); the customer is told of both',
    tag: 'Valuations',
    access: 'admin',
    params: IdParams,
    body: ReasonRequest,
    response: ValuationDetail,
    errors: [409, 502, 503],
    handler: async ({ payload, user, params, body }) =>
      toValuationDetail(await declineValuation(payload, user!, params.id, body.Reason, refundCard())),
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/reissue',
    summary:
      'Starts a corrected version of a delivered report, with the reason (its valuer or an admin); completing it sends it as a correction and keeps the earlier one, superseded',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: ReasonRequest,
    response: ReportResponse,
    successStatus: 201,
    errors: [409],
    handler: async ({ payload, user, params, body }) =>
      toReportResponse(await reissueReport(payload, user!, params.id, body.Reason)),
  }),
  defineRoute({
    method: 'put',
    path: '/valuations/:id/images',
    summary: 'Puts one of your photos in a slot of your valuation (replacing what was there)',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: AttachFileRequest,
    response: ImagesResponse,
    handler: async ({ payload, user, params, body }) =>
      (
        await attachFile(payload, user!, params.id, { fileId: body.FileId, slot: body.Slot, kind: 'images' })
      ).images?.map((image) => ({ Slot: image.slot, FileId: idOf(image.file) })) ?? [],
  }),
  defineRoute({
    method: 'get',
    path: '/valuations/:id/files',
    summary: 'A valuation’s photos and working files',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    response: z.array(ValuationFile),
    handler: async ({ payload, user, params }) => {
      const valuation = await readValuation(payload, user, params.id, 2)
      const describe =
        (kind: 'image' | 'file') =>
        (item: {
          slot: string
          file: number | { id: number; filename?: string | null; mimeType?: string | null }
        }) => ({
          Slot: item.slot,
          FileId: idOf(item.file),
          Filename: typeof item.file === 'object' ? (item.file.filename ?? null) : null,
          MimeType: typeof item.file === 'object' ? (item.file.mimeType ?? null) : null,
          Kind: kind,
        })
      return [
        ...(valuation.images ?? []).map(describe('image')),
        ...(valuation.files ?? []).map(describe('file')),
      ]
    },
  }),
  defineRoute({
    method: 'post',
    path: '/valuations/:id/files/attach',
    summary: 'Attaches one of your uploaded files (a title search, a lease) to a valuation you work on',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: AttachFileRequest,
    response: z.array(ValuationFile.pick({ Slot: true, FileId: true })),
    handler: async ({ payload, user, params, body }) => {
      const updated = await attachFile(payload, user!, params.id, {
        fileId: body.FileId,
        slot: body.Slot,
        kind: 'files',
      })
      return (updated.files ?? []).map((item) => ({ Slot: item.slot, FileId: idOf(item.file) }))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/valuations/:id/reports',
    summary: 'A valuation’s reports (customers: the final one)',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    response: z.array(ReportResponse),
    handler: async ({ payload, user, params }) => {
      const valuation = await readValuation(payload, user, params.id, 0)
      const { docs } = await payload.find({
        collection: 'reports',
        where: { valuation: { equals: valuation.id } },
        sort: '-createdAt',
        limit: 0,
        pagination: false,
        ...asCaller(user),
      })
      return docs.map(toReportResponse)
    },
  }),
]
