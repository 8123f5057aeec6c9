import {
  fillReportText,
  formatDate,
  intendedUsers,
  liabilityLimitedApplies,
  noInspectionEffect,
  purposeStatement,
  relianceWording,
  reportKinds,
  type ReportTextFacts,
  type ReportBlockOf,
  type ReportData,
  clientLine,
} from '@valuedesk/domain'

import { paragraphs, toParagraphs, writeRuns } from './richText.ts'
import { labelValueTable } from './tables.ts'
import { colours, contentWidth, ensureSpace, fonts, left, subheading, type Doc } from './theme.ts'

export function instructionsSection(
  doc: Doc,
  data: ReportData,
  block: ReportBlockOf<'instructions'>,
  facts: ReportTextFacts,
) {
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
  const requirement = purposeStatement(data.purposeKey, data)
  if (requirement) {
    subheading(doc, 'What the purpose requires')
    paragraphs(doc, requirement)
  }
  if (!toParagraphs(block.text).length) return
  subheading(doc, 'Restrictions on use')
  paragraphs(doc, fillReportText(block.text, facts))
}

export function basisOfValueSection(
  doc: Doc,
  data: ReportData,
  block: ReportBlockOf<'basisOfValue'>,
  facts: ReportTextFacts,
) {
  const definitions = [
    ...(data.reportKind !== 'rental' ? [block.marketValue] : []),
    ...(data.reportKind !== 'value' ? [block.marketRent] : []),
  ]
  for (const definition of definitions) paragraphs(doc, fillReportText(definition, facts))
  if (data.retrospective && block.retrospective.trim()) {
    subheading(doc, 'Retrospective valuation')
    paragraphs(doc, fillReportText(block.retrospective, facts))
  }
  if (block.text.trim()) paragraphs(doc, fillReportText(block.text, facts))
}

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

export function investigationSection(
  doc: Doc,
  data: ReportData,
  block: ReportBlockOf<'investigation'>,
  facts: ReportTextFacts,
) {
  paragraphs(doc, fillReportText(block.text, facts))
  const items = block.reliedOn.filter((item) => item.trim())
  if (items.length) {
    subheading(doc, 'Information relied on')
    bullets(
      doc,
      items.map((item) => fillReportText(item, facts)),
    )
  }
  subheading(doc, 'Effect of not inspecting on the value')
  paragraphs(doc, noInspectionEffect)
}

/** The Professional Standards line only where the scheme applies (not in Tasmania). */
export function statementsSection(
  doc: Doc,
  data: ReportData,
  block: ReportBlockOf<'statements'>,
  facts: ReportTextFacts,
) {
  const sections: [string, string][] = [
    ['Compliance with standards', block.compliance],
    ['Independence and pecuniary interest', block.independence],
    ['Reliance and currency of value', relianceWording(block.reliance, data.retrospective)],
  ]
  for (const [title, text] of sections) {
    if (!text.trim()) continue
    subheading(doc, title)
    paragraphs(doc, fillReportText(text, facts))
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
      .text(fillReportText(block.liabilityLimited, facts), left, doc.y + 4, { width: contentWidth(doc) })
    doc.y += 6
  }
}
