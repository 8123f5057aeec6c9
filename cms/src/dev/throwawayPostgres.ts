import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Where Debian (or PG_BIN) keeps initdb and postgres; undefined when PostgreSQL is not installed. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const newest = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const dir = newest && path.join(root, newest, 'bin')
  return dir && existsSync(path.join(dir, 'initdb')) ? dir : undefined
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

type Command = [command: string, args: string[]]

export type ThrowawayPostgres = {
  url: (database?: string) => string
  createDatabase: (name: string) => void
  stop: () => Promise<void>
}

/** Listens on 127.0.0.1 only; as root it drops to the `postgres` account. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir()
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries not found (install the Debian package "postgresql" or set PG_BIN)',
    )
  const dir = mkdtempSync(path.join(tmpdir(), 'valuedesk-pg-'))
  const asRoot = process.getuid?.() === 0
  // runuser lives in /usr/sbin, which a minimal PATH may leave out.
  const runuser =
    ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser'
  const run = (command: string, args: string[]): Command =>
    asRoot
      ? [runuser, ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args]
  if (asRoot) execFileSync('chown', ['postgres', dir])
  const [initCommand, initArgs] = run('initdb', [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  execFileSync(initCommand, initArgs, { stdio: 'ignore' })
  const port = await freePort()
  const [serverCommand, serverArgs] = run('postgres', [
    '-D',
    path.join(dir, 'data'),
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ])
  const server: ChildProcess = spawn(serverCommand, serverArgs, { stdio: 'ignore' })
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`
  await waitUntilReady(bin, port, run)
  return {
    url,
    createDatabase: (name) => {
      const [command, args] = run('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-c',
        `CREATE DATABASE "${name}"`,
      ])
      execFileSync(command, args, { stdio: 'ignore' })
    },
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        const [command, args] = run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop'])
        execFileSync(command, args, { stdio: 'ignore' })
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function waitUntilReady(bin: string, port: number, run: (command: string, args: string[]) => Command) {
  const [command, args] = run('pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-q'])
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      execFileSync(command, args, { stdio: 'ignore' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`PostgreSQL in ${bin} did not start on port ${port}`)
}
