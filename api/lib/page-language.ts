import type { FastifyRequest } from 'fastify'
import {
  acceptedLanguageTags,
  LANGUAGE_COOKIE,
  pickLanguage,
} from '../contracts/language-choice.js'
import type { Language } from '../contracts/languages.js'

/**
 * The language a page is drawn in for this request, by the rule the browser starts with
 * (api/contracts/language-choice.ts): the signed-in member's stored language (`member`,
 * from the page's own sign-in answer), else this device's choice (the `lang` cookie the
 * switcher sets), else the browser's Accept-Language. A page drawn by it differs by
 * those headers: its answer says `Vary: Cookie, Accept-Language`.
 */
export function pageLanguage(request: FastifyRequest, member?: unknown): Language {
  return pickLanguage({
    member,
    device: request.cookies[LANGUAGE_COOKIE],
    preferred: acceptedLanguageTags(request.headers['accept-language']),
  })
}
