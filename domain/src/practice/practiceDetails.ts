import { formatAbn, isValidAbn } from '../abn.ts'

/** What a report prints of its practice besides its trading name: the entity that signs, and its ABN. */
export type PracticeForPrint = { name: string; legalName: string | null; abn: string | null }

/**
 * What a practice lacks before a report can print it (its legal name, a valid ABN), in words an admin acts on;
 * empty when nothing does.
 */
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

/**
 * The practice as the report names the entity that signs: its legal name where it differs from the trading
 * name, and its ABN ("ValueDesk Pty Ltd, ABN 52 671 204 118"); empty when neither is recorded.
 */
export const practiceIdentity = ({ name, legalName, abn }: PracticeForPrint) =>
  [
    legalName?.trim() && legalName.trim() !== name.trim() ? legalName.trim() : null,
    abn?.trim() ? `ABN ${formatAbn(abn)}` : null,
  ]
    .filter(Boolean)
    .join(', ')

/** Who signs: the legal name (else the trading name) with the ABN ("ValueDesk Pty Ltd (ABN 52 671 204 118)"). */
export const signingPractice = ({ name, legalName, abn }: PracticeForPrint) =>
  `${legalName?.trim() || name}${abn?.trim() ? ` (ABN ${formatAbn(abn)})` : ''}`
