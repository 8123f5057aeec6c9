/** ATO's ABN rule: subtract 1 from the first digit, weight 10, 1, 3, 5, …, 19; the sum divides by 89. */
const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const

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

export const formatAbn = (text: string): string =>
  normaliseAbn(text).replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')
