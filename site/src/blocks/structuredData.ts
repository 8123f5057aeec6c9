import type { AstroGlobal } from 'astro'
import type { Page } from '@valuedesk/cms'

import { content } from '../lib/content.ts'

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
