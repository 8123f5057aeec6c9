/** Builds only what changed since the last build, so a second `npm start` listens in seconds. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
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

export const targetNamed = (name: Target['name']): Target => targets.find((target) => target.name === name)!

/** `npm run build` puts node_modules/.bin first on PATH, so `next` and `astro` run on the project's Node. */
function run(target: Target, { logFile }: { logFile?: string } = {}): Promise<void> {
  const [command, ...args] = target.command
  return new Promise((resolve, reject) => {
    const log = logFile === undefined ? undefined : createWriteStream(logFile)
    const child = spawn(command!, args, {
      cwd: path.join(rootDir, target.cwd),
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // In the background: a process group of its own, ended with ours (endWithUs).
      detached: log !== undefined,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    })
    if (log) {
      child.stdout!.pipe(log, { end: false })
      child.stderr!.pipe(log, { end: false })
      endWithUs(child)
    }
    child.once('error', reject)
    child.once('close', (code) => {
      log?.end()
      if (code === 0) resolve()
      else reject(new Error(`Building the ${target.name} failed (exit ${code})`))
    })
  })
}

/** A build left running when this process exits (Ctrl-C, a restart under --watch) is ended with it. */
function endWithUs(child: ChildProcess) {
  const end = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', end)
  child.once('close', () => process.off('exit', end))
}

async function build(target: Target, options: { logFile?: string } = {}): Promise<number> {
  const started = performance.now()
  await run(target, options)
  // Hashed after the build: the admin build regenerates its import map, which is one of its inputs.
  writeFileSync(stampFile(target), sourceHash(target))
  return (performance.now() - started) / 1000
}

export async function buildWhatIsMissing({
  force = false,
  only,
}: { force?: boolean; only?: Target['name'][] } = {}): Promise<void> {
  for (const target of targets.filter(({ name }) => !only || only.includes(name))) {
    if (!force && isCurrent(target)) continue
    console.log(`Building the ${target.name} (${target.output})…`)
    const seconds = await build(target)
    console.log(`Built the ${target.name} in ${seconds.toFixed(0)}s`)
  }
}

export async function buildInBackground(name: Target['name'], logFile: string): Promise<number> {
  try {
    return await build(targetNamed(name), { logFile })
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20) : []
    throw new Error([(error as Error).message, `(${logFile}, last lines:)`, ...tail].join('\n'), {
      cause: error,
    })
  }
}

if (import.meta.main) await buildWhatIsMissing({ force: process.argv.includes('--force') })
