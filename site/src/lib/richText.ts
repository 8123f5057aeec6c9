import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

type ListParent = { tag?: string; listType?: string }

/** Lexical writes `value` on every list item; HTML allows it only in an `<ol>`. */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const parent = args.parent as ListParent
    if (parent.listType === 'check' && typeof defaultConverters.listitem === 'function')
      return defaultConverters.listitem(args)
    const { node, nodesToHTML, providedCSSString } = args
    const nested = node.children.some((child) => child.type === 'list')
    const style = `${nested ? 'list-style-type: none;' : ''}${providedCSSString}`
    const value = parent.tag === 'ol' ? ` value="${Number(node.value) || 1}"` : ''
    return `<li${nested ? ' class="nestedListItem"' : ''}${style ? ` style="${style}"` : ''}${value}>${nodesToHTML({ nodes: node.children }).join('')}</li>`
  },
})

export const richTextToHtml = (data: SerializedEditorState | null | undefined): string =>
  data ? convertLexicalToHTML({ data, converters }) : ''
