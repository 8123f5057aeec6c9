import { expect, type Page } from '@playwright/test'

/** Collects console errors and failed page scripts, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

export async function expectNoConsoleErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([])
}
