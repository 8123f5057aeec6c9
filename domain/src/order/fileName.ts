/** The longest name a file keeps (the rest is cut before its extension). */
export const MAX_FILE_NAME = 120

/** Only ever printed; the name on disk stays ours. */
export function nameAsSent(sent: string | undefined, extension: string, fallback: string): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? ''
  const stem = base
    .replace(/[\p{Cc}\p{Cf}"<>|*?:]/gu, '')
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  const kept = [...(stem || fallback)].slice(0, MAX_FILE_NAME - extension.length - 1).join('')
  return `${kept.trim()}.${extension}`
}
