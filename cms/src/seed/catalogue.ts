import type { Payload } from 'payload'

import type { FaqTopic } from '@valuedesk/domain/content'

import type { MarkdownToLexical } from '../richText/markdown.ts'
import { readJson } from './readContent.ts'

type ProductFile = {
  code: string
  name: string
  description?: string
  feeIncGst: number
  feeMaxIncGst?: number
  order?: number
}
type FaqFile = { topic: FaqTopic; question: string; answer: string; order: number }

export async function seedProducts(payload: Payload) {
  for (const product of readJson<ProductFile[]>('products.json')) {
    const existing = await payload.count({
      collection: 'products',
      where: { code: { equals: product.code } },
    })
    if (existing.totalDocs === 0) await payload.create({ collection: 'products', data: product })
  }
}

type PracticeFile = {
  name: string
  isDefault?: boolean
  email?: string
  phone?: string
  address?: string
  liabilityScheme?: boolean
  legalName?: string
  abn?: string
  indemnityStatement?: string
}

export async function seedPractices(payload: Payload) {
  for (const practice of readJson<PracticeFile[]>('practices.json')) {
    const existing = await payload.count({
      collection: 'practices',
      where: { name: { equals: practice.name } },
    })
    if (existing.totalDocs === 0) await payload.create({ collection: 'practices', data: practice })
  }
}

export async function seedFaqs(payload: Payload, toLexical: MarkdownToLexical) {
  for (const faq of readJson<FaqFile[]>('faqs.json')) {
    const existing = await payload.count({
      collection: 'faqs',
      where: { question: { equals: faq.question } },
    })
    if (existing.totalDocs === 0)
      await payload.create({
        collection: 'faqs',
        data: { ...faq, answer: toLexical(faq.answer), _status: 'published' },
      })
  }
}
