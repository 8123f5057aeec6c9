import type { AstroGlobal } from 'astro'
import type { Page } from '@valuedesk/cms'

import { content } from '../lib/content.ts'

/**
 * The structured data (JSON-LD) a page's blocks describe, whatever the page is called: a page with the FAQ block
 * is an FAQPage for search engines.
 */
export async function blocksJsonLd(
  astro: Pick<AstroGlobal, 'locals'>,
  blocks: Page['layout'],
): Promise<object[]> {
  if (!blocks.some((block) => block.blockType === 'faqList')) return []
  const { richTextToPlainText } = await import('../lib/richTextPlain.ts')
  const faqs = await content(astro).faqs()
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: richTextToPlainText(faq.answer) },
      })),
    },
  ]
}
