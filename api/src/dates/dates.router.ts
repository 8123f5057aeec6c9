import { DateResponse, FromHtmlDateRequest, fromHtmlDate } from '@valuedesk/domain/api/dates'

import { defineRoute } from '../http/route.ts'

export const datesRoutes = [
  defineRoute({
    method: 'post',
    path: '/dates/from_html_date',
    summary: 'An HTML date input value as a valuation date (how it reads, whether it is in the future)',
    tag: 'Dates',
    access: 'authenticated',
    body: FromHtmlDateRequest,
    response: DateResponse,
    handler: ({ body }) => fromHtmlDate(body.HTMLDate),
  }),
]
