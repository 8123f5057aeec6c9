import { z } from 'zod'

import { failedEmails, retryEmail, retryFailedJob } from '@valuedesk/cms'
import { EmailRetryResponse, FailedEmailResponse, IdParams, JobRetryResponse } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'

export const emailsRoutes = [
  defineRoute({
    method: 'get',
    path: '/emails/failed',
    summary: 'E-mails that failed after every retry, newest first (admins); none of them is reported as sent',
    tag: 'Admin: e-mails',
    access: 'admin',
    response: z.array(FailedEmailResponse),
    handler: async ({ payload }) =>
      (await failedEmails(payload)).map((email) => ({
        JobId: email.jobId,
        To: email.to,
        Subject: email.subject,
        ValuationId: email.valuation,
        Error: email.error,
        FailedAt: email.failedAt,
      })),
  }),
  defineRoute({
    method: 'post',
    path: '/emails/:id/retry',
    summary:
      'Sends a failed e-mail again (admins): the same message, queued afresh; its valuation’s history says so',
    tag: 'Admin: e-mails',
    access: 'admin',
    params: IdParams,
    response: EmailRetryResponse,
    successStatus: 201,
    errors: [409],
    handler: async ({ payload, user, params }) => ({
      JobId: (await retryEmail(payload, user!, params.id)).id,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/jobs/:id/retry',
    summary:
      'Runs a job that failed after every retry again (admins): the same task and input, queued afresh; a failed e-mail is sent again as by /emails/{id}/retry',
    tag: 'Admin: e-mails',
    access: 'admin',
    params: IdParams,
    response: JobRetryResponse,
    successStatus: 201,
    errors: [409],
    handler: async ({ payload, user, params }) => ({
      JobId: (await retryFailedJob(payload, user!, params.id)).id,
    }),
  }),
]
