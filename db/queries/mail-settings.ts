import type { Db } from '../client.js'
import type { MailTlsMode } from '../schema.js'

/** The stored mail server, its password still sealed. */
export interface StoredMailSettings {
  host: string
  port: number
  tlsMode: MailTlsMode
  username: string | null
  sealedPassword: string | null
  sender: string
  updatedAt: string
}

export async function findMailSettings(db: Db): Promise<StoredMailSettings | undefined> {
  const row = await db
    .selectFrom('mail_settings')
    .select(['host', 'port', 'tls_mode', 'username', 'sealed_password', 'sender', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst()
  return (
    row && {
      host: row.host,
      port: row.port,
      tlsMode: row.tls_mode,
      username: row.username,
      sealedPassword: row.sealed_password,
      sender: row.sender,
      updatedAt: row.updated_at,
    }
  )
}

/** Writes the one row, replacing what was there. */
export async function saveMailSettings(db: Db, settings: StoredMailSettings): Promise<void> {
  const values = {
    host: settings.host,
    port: settings.port,
    tls_mode: settings.tlsMode,
    username: settings.username,
    sealed_password: settings.sealedPassword,
    sender: settings.sender,
    updated_at: settings.updatedAt,
  }
  await db
    .insertInto('mail_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}

export async function deleteMailSettings(db: Db): Promise<boolean> {
  const result = await db.deleteFrom('mail_settings').executeTakeFirst()
  return result.numDeletedRows > 0n
}
