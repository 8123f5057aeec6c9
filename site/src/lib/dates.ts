// The blog dates posts by Sydney's calendar, unlike the rest of the product (BUSINESS_TIME_ZONE, Brisbane's).
const postDay = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
})

export const formatPostDate = (publishedAt: string) => postDay.format(new Date(publishedAt))
