import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/** Payload's local strategy (PBKDF2-SHA256, 600,000 rounds), which Payload does not export. */
const PAYLOAD_HASH = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32, digest: 'sha256' }

const derive = promisify(pbkdf2)

/** Payload's hashes from before the prefix: 25,000 rounds, 512 bytes. */
const LEGACY_HASH = { iterations: 25_000, keyLength: 512 }

/** A password's hash and salt as Payload stores them (about 100 ms of CPU, as Payload's own). */
export async function passwordHash(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(32).toString('hex')
  const { prefix, iterations, keyLength, digest } = PAYLOAD_HASH
  const hash = await derive(password, salt, iterations, keyLength, digest)
  return { hash: `${prefix}${hash.toString('hex')}`, salt }
}

export async function passwordMatches(
  password: string,
  stored: { hash?: string | null; salt?: string | null },
) {
  if (!stored.hash || !stored.salt) return false
  const current = stored.hash.startsWith(PAYLOAD_HASH.prefix)
  const { iterations, keyLength } = current ? PAYLOAD_HASH : LEGACY_HASH
  const expected = Buffer.from(current ? stored.hash.slice(PAYLOAD_HASH.prefix.length) : stored.hash, 'hex')
  const actual = await derive(password, stored.salt, iterations, keyLength, PAYLOAD_HASH.digest)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash and salt in Payload's format that no password matches: for accounts nobody signs in to with one. */
export const unmatchableHash = () => ({
  hash: `${PAYLOAD_HASH.prefix}${randomBytes(PAYLOAD_HASH.keyLength).toString('hex')}`,
  salt: randomBytes(32).toString('hex'),
})

/** The cost of checking a password, spent where there is no account to check it against. */
export const spendPasswordCheck = async (password: string) => void (await passwordHash(password))
