import { readFileSync, realpathSync, statSync } from 'node:fs'
import { registerHooks, type ResolveHookContext } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** Node 24 re-parses a package's "exports" map for every `.js` import (1.3 s of a 5.6 s start). */
export function resolveWithinPackage(
  specifier: string,
  { parentURL, conditions }: Pick<ResolveHookContext, 'parentURL' | 'conditions'>,
): { url: string; format: 'module' | 'commonjs' } | undefined {
  // require() finds formats another way, without the cost.
  if (!conditions.includes('import')) return undefined
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return undefined
  if (
    !(specifier.startsWith('./') || specifier.startsWith('../')) ||
    !specifier.endsWith('.js') ||
    /[%?#\\]/.test(specifier)
  )
    return undefined
  const file = fileURLToPath(new URL(specifier, parentURL))
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined
  const real = realpathSync(file)
  const format = packageType(path.dirname(real))
  return format ? { url: pathToFileURL(real).href, format } : undefined
}

const typeByFolder = new Map<string, 'module' | 'commonjs' | undefined>()

function packageType(folder: string): 'module' | 'commonjs' | undefined {
  if (typeByFolder.has(folder)) return typeByFolder.get(folder)
  let type: 'module' | 'commonjs' | undefined
  if (path.basename(folder) !== 'node_modules') {
    let text: string | undefined
    try {
      text = readFileSync(path.join(folder, 'package.json'), 'utf8')
    } catch (error) {
      const parent = path.dirname(folder)
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && parent !== folder) type = packageType(parent)
    }
    if (text !== undefined) {
      try {
        const declared = (JSON.parse(text) as { type?: unknown }).type
        type = declared === 'module' || declared === 'commonjs' ? declared : undefined
      } catch {
        type = undefined // Node reports a broken package.json itself
      }
    }
  }
  typeByFolder.set(folder, type)
  return type
}

export function installPackageScopeHook() {
  registerHooks({
    resolve(specifier: string, context: ResolveHookContext, nextResolve) {
      const resolved = resolveWithinPackage(specifier, context)
      return resolved ? { ...resolved, shortCircuit: true } : nextResolve(specifier, context)
    },
  })
}
