import type { SiteSetting } from '@valuedesk/cms'

export type Seo = {
  title: string
  description?: string | null
  image?: string
  type?: 'website' | 'article'
  jsonLd?: object[]
}

export const organizationJsonLd = (settings: SiteSetting, origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: settings.tradingName,
  legalName: settings.companyName,
  url: origin,
  logo: `${origin}/logo.svg`,
  email: settings.supportEmail,
  telephone: settings.phone ?? undefined,
  taxID: `ABN ${settings.abn}`,
  address: settings.address
    ? { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'AU' }
    : undefined,
})
