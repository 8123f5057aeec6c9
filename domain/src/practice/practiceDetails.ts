import { formatAbn, isValidAbn } from '../abn.ts'

export type PracticeForPrint = { name: string; legalName: string | null; abn: string | null }

export function practiceDetailsMissing(practice: PracticeForPrint | null): string[] {
  if (!practice)
    return ['The valuation has no practice: an admin sends it to the practice whose valuer signs.']
  const where = `on the practice record (${practice.name || 'Practices'}, in /admin)`
  return [
    ...(practice.legalName?.trim()
      ? []
      : [
          `The practice’s legal name is not recorded: an admin records it ${where}, as the report is signed for it.`,
        ]),
    ...(!practice.abn?.trim()
      ? [`The practice’s ABN is not recorded: an admin records it ${where}.`]
      : isValidAbn(practice.abn)
        ? []
        : [`The practice’s ABN, ${practice.abn}, is not a valid ABN: an admin corrects it ${where}.`]),
  ]
}

export const practiceIdentity = ({ name, legalName, abn }: PracticeForPrint) =>
  [
    legalName?.trim() && legalName.trim() !== name.trim() ? legalName.trim() : null,
    abn?.trim() ? `ABN ${formatAbn(abn)}` : null,
  ]
    .filter(Boolean)
    .join(', ')

export const signingPractice = ({ name, legalName, abn }: PracticeForPrint) =>
  `${legalName?.trim() || name}${abn?.trim() ? ` (ABN ${formatAbn(abn)})` : ''}`
