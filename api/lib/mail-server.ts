import type { Db } from '../../db/client.js'
import { findMailSettings } from '../../db/queries/mail-settings.js'
import type { MailServer } from './mailer.js'
import { openSecret, SecretBoxError, sealSecret } from './secret-box.js'

/** What the sealed mail password is bound to: a value moved to another column does not open. */
const PASSWORD_CONTEXT = 'mail-settings:password'

export function sealMailPassword(secretKey: Buffer, password: string): string {
  return sealSecret(secretKey, password, PASSWORD_CONTEXT)
}

/**
 * The mail server an admin saved in the app, its password opened; undefined when none
 * is saved. Read at each send (a row read and one decryption: mail is rare), so a saved
 * change counts at once.
 * @throws Error when the password no longer opens (the instance key was replaced): the
 * admin's test mail shows this message.
 */
export async function readSavedMailServer(
  db: Db,
  secretKey: Buffer,
): Promise<MailServer | undefined> {
  const saved = await findMailSettings(db)
  if (!saved) return undefined
  let password: string | null = null
  if (saved.sealedPassword !== null) {
    try {
      password = openSecret(secretKey, saved.sealedPassword, PASSWORD_CONTEXT)
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error
      throw new Error(
        "The saved mail password does not open with this server's secret key (SECRET_KEY or DATA_DIR/secret.key changed): enter the password again.",
        { cause: error },
      )
    }
  }
  return {
    host: saved.host,
    port: saved.port,
    tlsMode: saved.tlsMode,
    username: saved.username,
    password,
    sender: saved.sender,
  }
}
