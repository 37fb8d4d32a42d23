import { sql } from 'kysely'
import type { Db } from '../client.js'

/**
 * A real round trip through the database: proves it is open and readable (a table of
 * the app's, so on SQLite the file is read, not only the connection answered).
 */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select count(*) from kysely_migration`.execute(db)
}
