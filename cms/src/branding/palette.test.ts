import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { palette } from './palette.ts'

const css = readFileSync(path.resolve(import.meta.dirname, '../../../site/src/styles/global.css'), 'utf8')

function cssColour(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim()
  if (!value) throw new Error(`--${name} is not in global.css`)
  const reference = /^var\(--([\w-]+)\)$/.exec(value)
  return reference ? cssColour(reference[1]!) : value.toLowerCase()
}

describe('the documents and e-mails wear the site’s colours', () => {
  it.each([
    ['brand', 'brand'],
    ['accent', 'accent'],
    ['ink', 'ink'],
    ['muted', 'muted'],
    ['rule', 'line'],
    ['panel', 'surface'],
  ] as const)('when a document prints its %s colour, then it is the site’s --%s', (ours, site) => {
    expect(palette[ours]).toBe(cssColour(site))
  })
})
