/** The business's clock: due times, today's date and the dates on documents are Brisbane's (no daylight saving). */
export const BUSINESS_TIME_ZONE = 'Australia/Brisbane'

/** The business's clock as staff screens name it beside every time (Brisbane keeps AEST all year). */
export const BUSINESS_TIME_ZONE_NAME = 'AEST (Brisbane)'

/** Payload's date format for /admin (date-fns): "24 Nov 2026, 9:30 am", Australian order. */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, h:mm a'
