import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { rootDir } from '../env.ts'

export const contentDir = path.join(rootDir, 'content')

export const contentPath = (...parts: string[]) => path.join(contentDir, ...parts)

export function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(contentPath(...parts), 'utf8')) as T
}

export function listFiles(folder: string, ending: string): string[] {
  const dir = contentPath(folder)
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith(ending))
        .sort()
    : []
}

export function readMarkdown(...parts: string[]): { data: Record<string, string>; body: string } {
  const text = readFileSync(contentPath(...parts), 'utf8')
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) return { data: {}, body: text }
  const data: Record<string, string> = {}
  for (const line of match[1]!.split(/\r?\n/)) {
    const separator = line.indexOf(':')
    if (separator > 0)
      data[line.slice(0, separator).trim()] = line
        .slice(separator + 1)
        .trim()
        .replace(/^["']|["']$/g, '')
  }
  return { data, body: match[2]!.trim() }
}
