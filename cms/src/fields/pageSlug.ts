import type { TextFieldSingleValidation } from 'payload'

import { hasOwnRoute, pagesWithOwnRoute } from '@valuedesk/domain'

import { slugField, slugFormat } from './slug.ts'

/** Renaming a route's slug would silently take its page (the order form) off the site. */
const keepsItsRoute: TextFieldSingleValidation = (value, options) => {
  const { operation, previousValue } = options
  if (operation === 'update' && hasOwnRoute(previousValue) && value !== previousValue)
    return `This page is ${pagesWithOwnRoute[previousValue]}: the site finds it by the slug "${previousValue}", so the slug cannot change. Its title, content and SEO can.`
  return slugFormat(value, options)
}

export const pageSlugField = () => {
  const field = slugField('title', keepsItsRoute)
  return {
    ...field,
    admin: {
      ...field.admin,
      description:
        'The address of this page on the site. The home, order form and payment status pages keep theirs.',
    },
  }
}
