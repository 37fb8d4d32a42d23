import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { LANGUAGES } from '../api/contracts/languages.js'
import { databaseErrorKind } from './error-kinds.js'
import { openMigratedTestDb } from './test-database.js'

const at = '2026-12-08T12:00:00.000Z'

async function memberDb() {
  const db = await openMigratedTestDb()
  onTestFinished(() => db.destroy())
  await sql`insert into families (id, time_zone, created_at) values (1, 'UTC', ${at})`.execute(db)
  await sql`insert into users (id, family_id, role, email, subscription_status, created_at)
    values (1, 1, 'parent', 'pat@example.org', 'trial', ${at})`.execute(db)
  return db
}

/** Written past the app's schemas, as a script or old code could. */
const setLanguage = (db: Awaited<ReturnType<typeof memberDb>>, language: string | null) =>
  sql`update users set language = ${language} where id = 1`.execute(db)

describe("a member's language (users.language)", () => {
  it('is null for a new member and takes every language the app speaks', async () => {
    const db = await memberDb()
    const read = async () =>
      (await db.selectFrom('users').select('language').executeTakeFirstOrThrow()).language
    expect(await read()).toBeNull()
    for (const language of LANGUAGES) {
      await setLanguage(db, language)
      expect(await read()).toBe(language)
    }
    await setLanguage(db, null)
    expect(await read()).toBeNull()
  })

  it('refuses any other value, in the database itself', async () => {
    const db = await memberDb()
    for (const value of ['fr', 'EN', 'de-DE', '', ' en']) {
      await expect(setLanguage(db, value)).rejects.toSatisfy(
        (error) => databaseErrorKind(error) === 'check-violation',
      )
    }
  })
})
