import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** `npm run restore` refuses while a live pid's file is here; a dead pid's file is ignored. */
const folder = (dataDir: string) => path.join(dataDir, 'running')

export type RunningProcess = { pid: number; startedAt: string; database: string; file: string }

export function markRunning(dataDir: string, database: string): void {
  mkdirSync(folder(dataDir), { recursive: true })
  const file = path.join(folder(dataDir), `${process.pid}.json`)
  writeFileSync(file, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString(), database }))
  process.once('exit', () => rmSync(file, { force: true }))
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' // alive, another user's
  }
}

export function runningProcesses(dataDir: string): RunningProcess[] {
  if (!existsSync(folder(dataDir))) return []
  return readdirSync(folder(dataDir))
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const file = path.join(folder(dataDir), name)
      try {
        const marker = JSON.parse(readFileSync(file, 'utf8')) as Omit<RunningProcess, 'file'>
        return marker.pid !== process.pid && isAlive(marker.pid) ? [{ ...marker, file }] : []
      } catch {
        return []
      }
    })
}
