/** The longest name a file keeps (the rest is cut before its extension). */
export const MAX_FILE_NAME = 120

/**
 * The name a file is shown and downloaded by: the one its sender gave it ("rates-notice.pdf"), without any
 * folder, control character or quote, and with the extension of what its bytes are (an iPhone's IMG_0001.HEIC,
 * kept as a JPEG, is IMG_0001.jpg). The name on disk stays ours; this one is only ever printed.
 */
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
