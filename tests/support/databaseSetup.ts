// Runs before each integration test file, in that file's own process, before anything of the product loads.
import { useFreshDatabase } from './testDatabase.ts'

await useFreshDatabase()
