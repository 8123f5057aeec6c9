import { describe, expect, it } from 'vitest'

import { invoiceNumber, InvoiceNumbers } from './invoiceNumbers.ts'

describe('invoice numbers drawn by a process', () => {
  it('when many orders draw at once, then each gets its own number, one after another, none skipped', async () => {
    const numbers = new InvoiceNumbers(async () => 41)
    const drawn = await Promise.all(Array.from({ length: 20 }, () => numbers.draw()))
    expect(drawn).toEqual(Array.from({ length: 20 }, (_, n) => 42 + n))
  })

  it('when an invoice could not be written, then its number is drawn again next, so none is lost', async () => {
    const numbers = new InvoiceNumbers(async () => 0)
    const [first, second] = [await numbers.draw(), await numbers.draw()]
    numbers.handBack(first)
    expect(await numbers.draw()).toBe(first)
    expect(await numbers.draw()).toBe(second + 1)
  })

  it('when another process has issued higher numbers meanwhile, then the next draw follows them', async () => {
    let highest = 10
    const numbers = new InvoiceNumbers(async () => highest)
    expect(await numbers.draw()).toBe(11)
    highest = 30
    expect(await numbers.draw()).toBe(31)
    // And never goes back below what this process drew itself, committed or not.
    highest = 5
    expect(await numbers.draw()).toBe(32)
  })

  it('when the database cannot be read, then the draw fails and the next one works', async () => {
    let reachable = false
    const numbers = new InvoiceNumbers(async () => {
      if (!reachable) throw new Error('database unreachable')
      return 7
    })
    await expect(numbers.draw()).rejects.toThrow('database unreachable')
    reachable = true
    expect(await numbers.draw()).toBe(8)
  })

  it('formats a number as the tax invoice shows it', () => {
    expect(invoiceNumber(123)).toBe('INV-000123')
  })
})
