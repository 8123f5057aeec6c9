import { apiBlob } from './client.ts'

/** The spec's download: the object link lives 5 seconds, long enough for the browser to take the file. */
export const DOWNLOAD_LINK_LIFETIME_MS = 5_000

export async function downloadFile(path: string, filename: string, token: string | null): Promise<void> {
  const url = URL.createObjectURL(await apiBlob(path, { token }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_LIFETIME_MS)
}
