import { z } from 'zod'

import { formatDate, parseHtmlDate, todayInAustralia } from '../order/dates.ts'

export const FromHtmlDateRequest = z.object({
  HTMLDate: z
    .string()
    .trim()
    .refine((value) => Boolean(parseHtmlDate(value)), 'Enter a real date as YYYY-MM-DD, like 2024-06-30.')
    .meta({ format: 'date' }),
})

export const DateResponse = z.object({
  Date: z.string(),
  Display: z.string(),
  IsToday: z.boolean(),
  IsFuture: z.boolean(),
})
export type DateResponse = z.infer<typeof DateResponse>

export function fromHtmlDate(htmlDate: string, now = new Date()): DateResponse {
  const today = todayInAustralia(now)
  return {
    Date: htmlDate,
    Display: formatDate(htmlDate),
    IsToday: htmlDate === today,
    IsFuture: htmlDate > today,
  }
}
