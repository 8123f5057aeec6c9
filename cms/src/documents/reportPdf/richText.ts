import { bodySize, colours, contentWidth, fonts, left, typeset, type Doc } from './theme.ts'

export type Run = { text: string; bold: boolean }

/** Markdown a valuer may type, reduced to what the PDF shows: headings, links, italics and code become plain text. */
const stripMarkdown = (paragraph: string) =>
  paragraph
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*[-*+]\s+/gm, '•  ')
    .replace(/^>\s?/gm, '')
    .replace(/__(.+?)__/gs, '**$1**')
    .replace(/(^|[^*\w])\*(?![*\s])([^*\n]+?)\*(?!\*)/g, '$1$2')
    .replace(/(^|[^\w])_(?!\s)([^_\n]+?)_(?!\w)/g, '$1$2')
    .trim()

const toRuns = (paragraph: string): Run[] =>
  paragraph
    .split(/\*\*(.+?)\*\*/s)
    .map((text, index) => ({
      text: typeset(index % 2 ? text : text.replace(/\*\*/g, '')),
      bold: index % 2 === 1,
    }))
    .filter((run) => run.text.length > 0)

/** Plain paragraphs separated by blank lines, each a list of runs; **bold** is the only markup kept. */
export const toParagraphs = (markdown: string): Run[][] =>
  markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map(stripMarkdown)
    .filter(Boolean)
    .map(toRuns)
    .filter((runs) => runs.length > 0)

export function writeRuns(
  doc: Doc,
  runs: Run[],
  x: number,
  width: number,
  size = bodySize,
  colour: string = colours.ink,
) {
  runs.forEach((run, index) => {
    doc
      .font(run.bold ? fonts.bold : fonts.regular)
      .fontSize(size)
      .fillColor(colour)
    const options = { width, lineGap: 2, continued: index < runs.length - 1 }
    if (index === 0) doc.text(run.text, x, doc.y, options)
    else doc.text(run.text, options)
  })
}

export function paragraphs(doc: Doc, markdown: string, options: { indent?: number; size?: number } = {}) {
  const indent = options.indent ?? 0
  for (const runs of toParagraphs(markdown)) {
    writeRuns(doc, runs, left + indent, contentWidth(doc) - indent, options.size)
    doc.y += 7
  }
  doc.x = left
}
