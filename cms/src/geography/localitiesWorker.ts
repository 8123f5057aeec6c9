import { serveTasks } from '../workers/serveTasks.ts'
import { buildLocalityIndex } from './localityIndex.ts'

serveTasks(async () => ({ result: buildLocalityIndex() }))
