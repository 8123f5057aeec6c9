/**
 * Builds the admin (Next, cms/.next) and the site (Astro, site/dist) when their sources changed
 * since the last build, so a second `npm start` is listening in seconds. `--force` always builds.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { rootDir } from '@valuedesk/cms/env'

type Target = { name: string; cwd: string; command: string[]; output: string; inputs: string[] }

const shared = ['domain/src', 'package-lock.json', 'tsconfig.base.json']

export const targets: Target[] = [
  {
    name: 'admin',
    cwd: 'cms',
    command: ['npm', 'run', 'build'],
    output: 'cms/.next',
    inputs: ['cms/src', 'cms/next.config.ts', 'cms/tsconfig.json', 'cms/package.json', ...shared],
  },
  {
    name: 'site',
    cwd: 'site',
    command: ['npm', 'run', 'build'],
    output: 'site/dist',
    inputs: [
      'site/src',
      'site/public',
      'site/astro.config.mjs',
      'site/package.json',
      'order-app/src',
      'cms/src/payload-types.ts',
      ...shared,
    ],
  },
]

function filesUnder(entry: string): string[] {
  const full = path.join(rootDir, entry)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => statSync(path.join(rootDir, file)).isFile())
    .sort()
}

/** A hash of every input file's path and content. */
export function sourceHash(target: Target): string {
  const hash = createHash('sha256')
  for (const file of target.inputs.flatMap(filesUnder))
    hash.update(file).update(readFileSync(path.join(rootDir, file)))
  return hash.digest('hex')
}

const stampFile = (target: Target) => path.join(rootDir, target.output, '.build-stamp')

export function isCurrent(target: Target): boolean {
  const stamp = stampFile(target)
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(target)
}

function run(target: Target): Promise<void> {
  const [command, ...args] = target.command
  return new Promise((resolve, reject) => {
    const child = spawn(command!, args, {
      cwd: path.join(rootDir, target.cwd),
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the ${target.name} failed (exit ${code})`)),
    )
  })
}

/** Builds the admin and the site (or only those named) where missing or older than their sources. */
export async function buildWhatIsMissing({
  force = false,
  only,
}: { force?: boolean; only?: Target['name'][] } = {}): Promise<void> {
  for (const target of targets.filter(({ name }) => !only || only.includes(name))) {
    if (!force && isCurrent(target)) continue
    console.log(`Building the ${target.name} (${target.output})…`)
    const started = performance.now()
    await run(target)
    // Hashed after the build: the admin build regenerates its import map, which is one of its inputs.
    writeFileSync(stampFile(target), sourceHash(target))
    console.log(`Built the ${target.name} in ${((performance.now() - started) / 1000).toFixed(0)}s`)
  }
}

if (import.meta.main) await buildWhatIsMissing({ force: process.argv.includes('--force') })
