/** `npm run backup [-- <file.db>]`: an online SQLite copy plus DATA_DIR's uploads and secret. */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

import { env, size, run, shown, sqliteDatabaseFile, timestamp, uploadsInBucket } from './cli.ts'
import { backupSqlite } from './sqliteBackup.ts'

await run(async () => {
  const databaseFile = sqliteDatabaseFile('backup')
  const argument = process.argv[2]
  const named = argument ? path.resolve(argument) : path.join(env.dataDir, 'backups', `${timestamp()}.db`)
  const target =
    argument && (argument.endsWith('/') || (existsSync(named) && statSync(named).isDirectory()))
      ? path.join(named, `${timestamp()}.db`)
      : named

  const result = await backupSqlite({ databaseFile, dataDir: env.dataDir, target })
  console.log(
    `Backed up ${shown(databaseFile)} and ${shown(env.dataDir)} in ${result.seconds.toFixed(1)}s (online; the server may keep running):`,
  )
  console.log(
    `  ${shown(result.database.file)}  the database, ${size(result.database.bytes)}, integrity ok, ${result.database.migrations} migrations`,
  )
  console.log(
    `  ${shown(result.files.folder)}/  ${result.files.files} files, ${size(result.files.bytes)} (${result.files.entries.join(', ') || 'no uploads yet'})`,
  )
  if (uploadsInBucket) console.log(`  ${uploadsInBucket}`)
  const secret = result.files.entries.includes('payload-secret') ? ' and the session secret' : ''
  console.log(
    `It holds personal data${secret}: keep it as private as the server. Restore with the server stopped:`,
  )
  console.log(`  npm run restore -- ${shown(result.database.file)}`)
})
