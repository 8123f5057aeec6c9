import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
} from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

type Lexical = ReturnType<typeof convertMarkdownToLexical>

/** Content is written in Markdown (content/, the blogs API); the CMS stores Lexical rich text. */
export async function markdownConverter(payload: Payload) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
}

export async function lexicalToMarkdown(payload: Payload) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (data: Lexical) => convertLexicalToMarkdown({ data, editorConfig })
}

export type MarkdownToLexical = Awaited<ReturnType<typeof markdownConverter>>
