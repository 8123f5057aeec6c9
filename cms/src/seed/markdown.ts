import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

/** Content is written in Markdown; the CMS stores Lexical rich text. */
export async function markdownConverter(payload: Payload) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
}

export type MarkdownToLexical = Awaited<ReturnType<typeof markdownConverter>>
