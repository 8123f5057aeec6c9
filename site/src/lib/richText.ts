import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Lexical rich text from the CMS as HTML for the page. */
export const richTextToHtml = (data: SerializedEditorState | null | undefined): string =>
  data ? convertLexicalToHTML({ data }) : ''
