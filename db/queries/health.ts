import { sql } from 'kysely'
import type { Db } from '../client.js'

/** A real round trip through SQLite: proves the file is open and readable. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select count(*) from sqlite_master`.execute(db)
}
