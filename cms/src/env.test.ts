import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { parseEnv } from './env.ts'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'valuedesk-env-'))

describe('parseEnv', () => {
  it('when nothing is set, then the embedded defaults apply and a secret is generated once into the data folder', () => {
    const DATA_DIR = dataDir()
    const env = parseEnv({ DATA_DIR })
    expect(env.DATABASE_URL).toBe('file:./data/app.db')
    expect(env.PORT).toBe(3000)
    expect(env.PAYLOAD_SECRET).toHaveLength(64)
    expect(readFileSync(path.join(DATA_DIR, 'payload-secret'), 'utf8')).toBe(env.PAYLOAD_SECRET)
    expect(parseEnv({ DATA_DIR }).PAYLOAD_SECRET).toBe(env.PAYLOAD_SECRET)
  })

  it('when a variable is wrong, then the error names it', () => {
    const parse = () => parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x', PORT: 'eighty' })
    expect(parse).toThrow(/DATABASE_URL: must start with file:, postgres:\/\/ or mongodb:\/\//)
    expect(parse).toThrow(/PORT: /)
  })

  it('when S3 storage is configured, then all four of bucket, region and keys are needed, and the error names the missing ones', () => {
    const s3 = {
      S3_BUCKET: 'valuedesk-uploads',
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(parseEnv({ DATA_DIR: dataDir() }).s3).toBeUndefined()
    expect(parseEnv({ DATA_DIR: dataDir(), ...s3 }).s3).toEqual({
      bucket: 'valuedesk-uploads',
      region: 'ap-southeast-2',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    })
    expect(
      parseEnv({
        DATA_DIR: dataDir(),
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })
    const partial = () =>
      parseEnv({ DATA_DIR: dataDir(), S3_BUCKET: 'valuedesk-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })
    expect(partial).toThrow(/S3_REGION: is needed with S3_BUCKET, S3_ACCESS_KEY_ID/)
    expect(partial).toThrow(/S3_SECRET_ACCESS_KEY: is needed/)
    expect(() => parseEnv({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is needed with S3_ENDPOINT/,
    )
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    )
  })

  it('when Cloudflare is configured, then the zone id and the token go together, and the error names the missing one', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).cloudflare).toBeUndefined()
    expect(
      parseEnv({ DATA_DIR: dataDir(), CLOUDFLARE_ZONE_ID: 'zone-1', CLOUDFLARE_API_TOKEN: 'token-1' })
        .cloudflare,
    ).toEqual({ zoneId: 'zone-1', apiToken: 'token-1', apiUrl: 'https://api.cloudflare.com/client/v4' })
    expect(
      parseEnv({
        DATA_DIR: dataDir(),
        CLOUDFLARE_ZONE_ID: 'zone-1',
        CLOUDFLARE_API_TOKEN: 'token-1',
        CLOUDFLARE_API_URL: 'http://127.0.0.1:8787/',
      }).cloudflare?.apiUrl,
    ).toBe('http://127.0.0.1:8787')
    expect(() => parseEnv({ DATA_DIR: dataDir(), CLOUDFLARE_ZONE_ID: 'zone-1' })).toThrow(
      /CLOUDFLARE_API_TOKEN: is needed with CLOUDFLARE_ZONE_ID/,
    )
    expect(() => parseEnv({ DATA_DIR: dataDir(), CLOUDFLARE_API_TOKEN: 'token-1' })).toThrow(
      /CLOUDFLARE_ZONE_ID: is needed with CLOUDFLARE_API_TOKEN/,
    )
  })

  it('when a variable is empty, as in a copied .env.example, then it counts as not set', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), SERVER_URL: '', PORT: '4000' }).SERVER_URL).toBe(
      'http://localhost:4000',
    )
  })

  it('when TRUST_PROXY is a number, then it counts proxies in front; otherwise it names them', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, loopback',
    )
  })

  it('when production runs on a shared database without PAYLOAD_SECRET, then it refuses to start (each process would make a secret of its own)', () => {
    const shared = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/valuedesk',
    }
    expect(() => parseEnv(shared)).toThrow(/PAYLOAD_SECRET: must be set in production on a shared database/)
    expect(() => parseEnv({ ...shared, DATABASE_URL: 'mongodb://db.internal/valuedesk' })).toThrow(
      /PAYLOAD_SECRET: must be set in production on a shared database/,
    )
    expect(parseEnv({ ...shared, PAYLOAD_SECRET: 'x'.repeat(32) }).PAYLOAD_SECRET).toBe('x'.repeat(32))
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).PAYLOAD_SECRET).toHaveLength(64)
  })
})
