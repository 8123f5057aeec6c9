import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

export const richTextToPlainText = (data: SerializedEditorState | null | undefined): string =>
  data ? convertLexicalToPlaintext({ data }) : ''
