import { rmSync } from 'node:fs'

/** Removes the throwaway data folder the e2e server ran on. */
export default function teardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true })
}
