import {
  fillReportText,
  formatDate,
  intendedUsers,
  liabilityLimitedApplies,
  reportKinds,
  textFactsOf,
  type ReportBlockOf,
  type ReportData,
  clientLine,
} from '@valuedesk/domain'

import { paragraphs, toParagraphs, writeRuns } from './richText.ts'
import { labelValueTable } from './tables.ts'
import { colours, contentWidth, ensureSpace, fonts, left, subheading, type Doc } from './theme.ts'

/** A template's wording with the report's facts filled in ({client}, {valuationDate}…). */
const filled = (data: ReportData, text: string, reliancePeriodDays?: number) =>
  fillReportText(text, textFactsOf(data, reliancePeriodDays))

/** Who instructed, when, why, and who may rely on the report, from the order; then the restrictions on use. */
export function instructionsSection(doc: Doc, data: ReportData, block: ReportBlockOf<'instructions'>) {
  labelValueTable(doc, [
    { label: 'Client', value: clientLine(data) },
    { label: 'Instructed by', value: data.instructedBy || data.client },
    { label: 'Date of instructions', value: data.instructedOn ? formatDate(data.instructedOn) : '' },
    { label: 'Purpose', value: data.purpose },
    { label: 'Report', value: reportKinds[data.reportKind] },
    { label: 'Intended users', value: intendedUsers(data.purposeKey, data.client) },
    { label: 'Date of valuation', value: formatDate(data.valuationDate) },
    { label: 'Date of report', value: formatDate(data.reportDate) },
  ])
  if (!toParagraphs(block.text).length) return
  subheading(doc, 'Restrictions on use')
  paragraphs(doc, filled(data, block.text))
}

/** The definitions of the bases ordered (market value, market rent, or both), and the retrospective statement. */
export function basisOfValueSection(doc: Doc, data: ReportData, block: ReportBlockOf<'basisOfValue'>) {
  const definitions = [
    ...(data.reportKind !== 'rental' ? [block.marketValue] : []),
    ...(data.reportKind !== 'value' ? [block.marketRent] : []),
  ]
  for (const definition of definitions) paragraphs(doc, filled(data, definition))
  if (data.retrospective && block.retrospective.trim()) {
    subheading(doc, 'Retrospective valuation')
    paragraphs(doc, filled(data, block.retrospective))
  }
  if (block.text.trim()) paragraphs(doc, filled(data, block.text))
}

/** A list with a bullet before each item. */
function bullets(doc: Doc, items: string[]) {
  for (const item of items) {
    for (const runs of toParagraphs(item)) {
      ensureSpace(doc, 24)
      const top = doc.y
      doc
        .font(fonts.bold)
        .fontSize(10)
        .fillColor(colours.accent)
        .text('•', left + 4, top, { lineBreak: false })
      doc.y = top
      writeRuns(doc, runs, left + 18, contentWidth(doc) - 18)
      doc.y += 4
    }
  }
  doc.x = left
  doc.y += 4
}

/** Desktop, no inspection, and what the valuation relied on. */
export function investigationSection(doc: Doc, data: ReportData, block: ReportBlockOf<'investigation'>) {
  paragraphs(doc, filled(data, block.text))
  const items = block.reliedOn.filter((item) => item.trim())
  if (!items.length) return
  subheading(doc, 'Information relied on')
  bullets(
    doc,
    items.map((item) => filled(data, item)),
  )
}

/**
 * Compliance, independence and reliance, each under its heading; the Professional Standards line only where the
 * practice's scheme applies (not in Tasmania, not for a practice in none).
 */
export function statementsSection(doc: Doc, data: ReportData, block: ReportBlockOf<'statements'>) {
  const days = block.reliancePeriodDays
  const sections: [string, string][] = [
    ['Compliance with standards', block.compliance],
    ['Independence and pecuniary interest', block.independence],
    ['Reliance and currency of value', block.reliance],
  ]
  for (const [title, text] of sections) {
    if (!text.trim()) continue
    subheading(doc, title)
    paragraphs(doc, filled(data, text, days))
  }
  if (
    block.liabilityLimited.trim() &&
    liabilityLimitedApplies(data.practice.liabilityScheme, data.propertyState)
  ) {
    ensureSpace(doc, 30)
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(colours.ink)
      .text(filled(data, block.liabilityLimited, days), left, doc.y + 4, { width: contentWidth(doc) })
    doc.y += 6
  }
}
