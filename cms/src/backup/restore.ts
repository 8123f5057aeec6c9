/** `npm run restore -- <backup.db>`: refuses while the server runs; keeps what it replaces aside. */
import path from 'node:path'

import { env, run, shown, sqliteDatabaseFile, timestamp, uploadsInBucket } from './cli.ts'
import { BackupError, filesFolderOf, restoreSqlite } from './sqliteBackup.ts'

await run(async () => {
  const databaseFile = sqliteDatabaseFile('restore')
  const argument = process.argv[2]
  if (!argument)
    throw new BackupError('Name the backup to restore: npm run restore -- data/backups/<timestamp>.db')
  const backup = path.resolve(argument)
  const asideFolder = path.join(env.dataDir, `before-restore-${timestamp()}`)

  const result = await restoreSqlite({ backup, databaseFile, dataDir: env.dataDir, asideFolder })
  console.log(
    `Restored ${shown(backup)} (integrity ok, ${result.migrations} migrations) to ${shown(result.database)}.`,
  )
  if (result.files.entries.length)
    console.log(
      `  ${result.files.files} files from ${shown(filesFolderOf(backup))}/ into ${shown(env.dataDir)} (${result.files.entries.join(', ')})`,
    )
  else console.log(`  The backup has no ${shown(filesFolderOf(backup))}/ folder: uploads were not restored.`)
  if (uploadsInBucket) console.log(`  ${uploadsInBucket}`)
  if (result.setAside.length)
    console.log(
      `  What it replaced is kept in ${shown(asideFolder)}/ (${result.setAside.map((file) => path.basename(file)).join(', ')}).`,
    )
  console.log('Start the server with npm start; it applies any migrations newer than the backup.')
})
