import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { rootDir } from './env.ts'

const versionOf = (manifest: string) =>
  (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
const installed = (name: string) => versionOf(path.join(rootDir, 'node_modules', name, 'package.json'))

/** Published on the registry only up to an earlier patch than payload (see payload.config.ts). */
const lagging = new Set(['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage'])

describe('Payload packages', () => {
  // Stands in for Payload's own start-up check, which payload.config.ts turns off for the lagging ones.
  it('when installed, then each is at payload’s version, the storage plugins at most some patches behind it', () => {
    const payload = installed('payload')
    const [major, minor, patch] = payload.split('.').map(Number)
    const { dependencies } = JSON.parse(readFileSync(path.join(rootDir, 'cms/package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const names = Object.keys(dependencies).filter((name) => name.startsWith('@payloadcms/'))
    expect(names.length).toBeGreaterThan(5)
    for (const name of names) {
      const version = installed(name)
      expect(dependencies[name], `${name} is pinned`).toBe(version)
      if (!lagging.has(name)) expect(version, name).toBe(payload)
      else
        expect(version.split('.').map(Number), name).toSatisfy(
          ([a, b, c]: number[]) => a === major && b === minor && c! <= patch!,
        )
    }
  })
})
