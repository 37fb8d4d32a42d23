import { createInstance } from 'i18next'
import type { Db } from '../../db/client.js'
import { findUserById } from '../../db/queries/users.js'
import type { Catalogue, TextKey, Texts, TextValues } from '../contracts/catalogues.js'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contracts/languages.js'

/**
 * E-mails go out in the recipient's language: a member's stored choice (`users.language`),
 * English when they never chose. Someone not yet a member (an invited spouse or child)
 * gets the language of whoever invited them. Each mail's words live in a `mail-texts.ts`
 * catalogue next to the code that sends it; this is the server's own i18next instance
 * they register with (the browser's is web/src/lib/i18n.ts, with the same catalogue
 * shape: api/contracts/catalogues.ts). The English texts are the ones the app always sent.
 */
const mailI18n = createInstance()
void mailI18n.init({
  lng: DEFAULT_LANGUAGE,
  // The types and mail-texts.test.ts keep every key in every language; should one slip
  // through anyway, the English text beats a bare key in someone's inbox.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  // Everything is bundled: init and every lookup are synchronous.
  initAsync: false,
  // Mail bodies are plain text; the mailer escapes what goes into the HTML part.
  interpolation: { escapeValue: false },
  returnNull: false,
})

/** A namespace's texts in one language: a key (a plural's base name) and its values. */
export type MailText<E extends Catalogue> = (key: TextKey<E>, values?: TextValues) => string

export interface MailTexts<E extends Catalogue> extends Texts<E> {
  /** The texts in the recipient's language (mailLanguage). */
  in(language: Language): MailText<E>
}

const registered = new Map<string, Texts<Catalogue>>()

/** Declares one mail catalogue in every language; called once at the top of a mail-texts.ts. */
export function defineMailTexts<const E extends Catalogue>(
  namespace: string,
  catalogues: Omit<Texts<E>, 'namespace'>,
): MailTexts<E> {
  if (registered.has(namespace)) throw new Error(`Mail texts "${namespace}" are defined twice`)
  const texts: Texts<E> = { namespace, ...catalogues }
  for (const language of LANGUAGES) {
    mailI18n.addResourceBundle(language, namespace, texts[language], true, true)
  }
  registered.set(namespace, texts as unknown as Texts<Catalogue>)
  return {
    ...texts,
    in(language) {
      const t = mailI18n.getFixedT(language, namespace) as unknown as (
        key: string,
        values?: TextValues,
      ) => string
      return (key, values) => t(key, values)
    },
  }
}

/** The mail catalogues loaded so far (the catalogue test loads every mail-texts.ts first). */
export function registeredMailTexts(): ReadonlyMap<string, Texts<Catalogue>> {
  return registered
}

/** The language a mail goes out in: the member's choice, else `otherwise` (English). */
export function mailLanguage(
  member: { language: Language | null } | undefined,
  otherwise: Language = DEFAULT_LANGUAGE,
): Language {
  return member?.language ?? otherwise
}

/**
 * The language of mail to a member, or on behalf of one (an invitation goes out in the
 * inviter's), read from their row.
 */
export async function memberMailLanguage(db: Db, userId: number): Promise<Language> {
  return mailLanguage(await findUserById(db, userId))
}
