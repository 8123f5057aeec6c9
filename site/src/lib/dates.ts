// The blog dates posts by Sydney's calendar, unlike the rest of the product (BUSINESS_TIME_ZONE, Brisbane's).
const postDay = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
})

/** A post's publication day, "30 June 2026". */
export const formatPostDate = (publishedAt: string) => postDay.format(new Date(publishedAt))
