export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** SubtleCrypto is only offered on secure pages. */
export async function sha256ByServer(code: string, file: Blob): Promise<string> {
  const response = await fetch(`/api/verify/${encodeURIComponent(code)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: file,
  })
  const answer = (await response.json().catch(() => ({}))) as { Sha256?: string; file?: string[] }
  if (!response.ok || !answer.Sha256) throw new Error(answer.file?.[0] ?? 'The file could not be checked.')
  return answer.Sha256
}

export const fingerprintOf = (code: string, file: Blob) =>
  globalThis.crypto?.subtle ? sha256OfFile(file) : sha256ByServer(code, file)
