export const faqTopics = [
  'Why order',
  'Qualifications',
  'Virtual inspection',
  'Pricing',
  'Report contents',
  'Property types',
  'Suitability and exclusions',
  'Cost',
  'Turnaround',
  'Enquiries',
] as const
export type FaqTopic = (typeof faqTopics)[number]

export const navItemKinds = ['link', 'contact', 'howItWorks', 'button'] as const
export type NavItemKind = (typeof navItemKinds)[number]

export const socialPlatforms = ['facebook', 'linkedin', 'instagram', 'x', 'youtube'] as const
export type SocialPlatform = (typeof socialPlatforms)[number]

/** The route finds its content by this slug, so the slug cannot change. */
export const pagesWithOwnRoute = {
  home: 'the home page (/)',
  valuation: 'the order form (/valuation)',
  completed: 'the payment status page (/completed)',
} as const
export type PageWithOwnRoute = keyof typeof pagesWithOwnRoute
export const hasOwnRoute = (slug: unknown): slug is PageWithOwnRoute =>
  typeof slug === 'string' && Object.hasOwn(pagesWithOwnRoute, slug)
