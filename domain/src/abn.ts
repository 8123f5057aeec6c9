/**
 * Australian Business Numbers: eleven digits with a checksum (ATO's rule: subtract 1 from the first
 * digit, weight the digits 10, 1, 3, 5, …, 19, and the sum divides by 89).
 */
const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const

/** The digits only: "51 824 753 556" → "51824753556". */
export const normaliseAbn = (text: string): string => text.replace(/[\s-]/g, '')

export function isValidAbn(text: string): boolean {
  const abn = normaliseAbn(text)
  if (!/^\d{11}$/.test(abn) || abn.startsWith('0')) return false
  const sum = [...abn].reduce(
    (total, char, index) => total + (Number(char) - (index === 0 ? 1 : 0)) * weights[index]!,
    0,
  )
  return sum % 89 === 0
}

/** As the ATO writes it: "51 824 753 556". */
export const formatAbn = (text: string): string =>
  normaliseAbn(text).replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')
