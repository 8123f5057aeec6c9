import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { env } from '../../env.ts'

/** A token copied out of the database or a backup is of no use without the secret. */
const key = (purpose: string) =>
  Buffer.from(hkdfSync('sha256', env.PAYLOAD_SECRET, 'valuedesk', `secret-box:${purpose}`, 32))

/** Encrypts a secret at rest with AES-256-GCM: "v1.iv.tag.ciphertext", base64url. */
export function sealSecret(plain: string, purpose: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.')
}

export function openSecret(sealed: string, purpose: string): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
