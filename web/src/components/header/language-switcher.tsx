import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@api/contracts/languages'
import { useTexts } from '../../lib/i18n'
import { chooseLanguage, useLanguage } from '../../lib/language'
import { headerTexts } from './texts'

/**
 * Chooses the language the app is shown in: a plain select (a phone opens its own list,
 * a keyboard and a screen reader know it), each language named in its own words and
 * marked as that language so a screen reader says it right. The choice shows at once and
 * is kept (lib/language.ts).
 */
export function LanguageSwitcher() {
  const t = useTexts(headerTexts)
  const language = useLanguage()
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language')}</span>
      <select
        name="language"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value
          if (isLanguage(chosen)) void chooseLanguage(chosen)
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
