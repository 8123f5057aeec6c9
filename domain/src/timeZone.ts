/** The business's clock: due times, today's date and the dates on documents are Brisbane's (no daylight saving). */
export const BUSINESS_TIME_ZONE = 'Australia/Brisbane'
