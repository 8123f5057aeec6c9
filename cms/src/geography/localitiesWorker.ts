/** The localities loader's worker thread, started by localities.ts: builds the index and hands it over. */
import { serveTasks } from '../workers/serveTasks.ts'
import { buildLocalityIndex } from './localityIndex.ts'

serveTasks(async () => ({ result: buildLocalityIndex() }))
