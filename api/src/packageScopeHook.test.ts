import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, describe, expect, it } from 'vitest'

import { resolveWithinPackage } from './packageScopeHook.ts'

describe('resolveWithinPackage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'scope-hook-'))
  const write = (file: string, text = '') => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  write('node_modules/esm/package.json', '{"type":"module"}')
  write('node_modules/esm/index.js')
  write('node_modules/esm/lib/a.js')
  write('node_modules/esm/cjs/package.json', '{"type":"commonjs"}')
  write('node_modules/esm/cjs/b.js')
  write('node_modules/esm/plain/package.json', '{"name":"plain"}')
  write('node_modules/esm/plain/c.js')
  write('node_modules/loose/d.js')
  write('node_modules/broken/package.json', '{"type":')
  write('node_modules/broken/e.js')
  write('package.json', '{"type":"module"}')
  mkdirSync(path.join(root, 'real'))
  write('real/f.js')
  write('real/package.json', '{"type":"commonjs"}')
  symlinkSync(path.join(root, 'real/f.js'), path.join(root, 'node_modules/esm/lib/linked.js'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const from = (file: string) => pathToFileURL(path.join(root, file)).href
  const importing = (file: string) => ({ parentURL: from(file), conditions: ['node', 'import'] })

  it('answers relative .js imports inside a package with the file and its package type', () => {
    expect(resolveWithinPackage('./lib/a.js', importing('node_modules/esm/index.js'))).toEqual({
      url: from('node_modules/esm/lib/a.js'),
      format: 'module',
    })
    expect(resolveWithinPackage('../cjs/b.js', importing('node_modules/esm/lib/a.js'))).toEqual({
      url: from('node_modules/esm/cjs/b.js'),
      format: 'commonjs',
    })
  })

  it('follows symlinks to the real file and takes the type of the real file’s package', () => {
    expect(resolveWithinPackage('./linked.js', importing('node_modules/esm/lib/a.js'))).toEqual({
      url: from('real/f.js'),
      format: 'commonjs',
    })
  })

  it('leaves to Node whatever it cannot answer exactly', () => {
    const parent = importing('node_modules/esm/index.js')
    for (const specifier of [
      'esm',
      './lib',
      './lib/missing.js',
      './lib/a',
      './lib/a.mjs',
      './lib/a.js?x',
      './lib/%61.js',
      '/abs.js',
    ])
      expect(resolveWithinPackage(specifier, parent), specifier).toBeUndefined()
    // A package.json without "type" (Node then looks at the source), none above node_modules, a broken one.
    expect(resolveWithinPackage('./c.js', importing('node_modules/esm/plain/x.js'))).toBeUndefined()
    expect(resolveWithinPackage('./d.js', importing('node_modules/loose/x.js'))).toBeUndefined()
    expect(resolveWithinPackage('./e.js', importing('node_modules/broken/x.js'))).toBeUndefined()
    // require(), and our own code outside node_modules.
    expect(
      resolveWithinPackage('./lib/a.js', {
        parentURL: from('node_modules/esm/index.js'),
        conditions: ['node', 'require'],
      }),
    ).toBeUndefined()
    expect(resolveWithinPackage('./f.js', importing('real/x.js'))).toBeUndefined()
  })

  it('gives the same answers as Node for every file of the CMS it answers', () => {
    // In a child process, each answer of ours is checked against Node's own for the same import.
    const script = `
      import { registerHooks } from 'node:module'
      import { resolveWithinPackage } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'packageScopeHook.ts')).href)}
      let answered = 0; const differences = []
      registerHooks({ resolve(specifier, context, next) {
        const ours = resolveWithinPackage(specifier, context)
        const node = next(specifier, context)
        if (ours) { answered++; if (ours.url !== node.url || ours.format !== node.format) differences.push({ specifier, ours, node: { url: node.url, format: node.format } }) }
        return node
      } })
      await import('@payloadcms/db-sqlite'); await import('@payloadcms/richtext-lexical'); await import('payload'); await import('date-fns')
      console.log(JSON.stringify({ answered, differences: differences.slice(0, 5) }))`
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../../cms'),
      encoding: 'utf8',
    })
    const { answered, differences } = JSON.parse(output.trim().split('\n').at(-1)!) as {
      answered: number
      differences: unknown[]
    }
    expect(differences).toEqual([])
    expect(answered).toBeGreaterThan(1000)
  }, 60_000)
})
