import type { Language } from '@api/contracts/languages'
import { readLedgerDescription } from '@api/contracts/ledger-descriptions'
import { btcWithSatsText, decimalsIn } from './amounts'
import { currentLanguage, textsNow, useTexts } from './i18n'
import { ledgerDescriptionsTexts } from './ledger-descriptions/texts'

/**
 * A ledger row's description as the reader reads it: a sentence the server wrote
 * (api/contracts/ledger-descriptions.ts) in the language shown, with its values written
 * as that language writes numbers and months; a member's own text as typed. English is
 * the stored text itself.
 */
export function ledgerDescriptionText(description: string): string {
  const language = currentLanguage()
  if (language === 'en') return description
  const read = readLedgerDescription(description)
  if (!read) return description
  const say = textsNow(ledgerDescriptionsTexts)
  const sentence = say(read.key, valuesIn(read.values, language))
  if (!read.addition) return sentence
  return sentence + say(read.addition.key, valuesIn(read.addition.values, language))
}

/** ledgerDescriptionText in a component, which renders again when the language changes. */
export function useLedgerDescription(): (description: string) => string {
  useTexts(ledgerDescriptionsTexts)
  return ledgerDescriptionText
}

/** The values the contract names as numbers and months, written as `language` writes them. */
function valuesIn(values: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, valueIn(name, value, language)]),
  )
}

function valueIn(name: string, value: string, language: Language): string {
  switch (name) {
    case 'amount':
    case 'percent':
    case 'rate':
      return /^-?\d+(\.\d+)?$/.test(value) ? decimalsIn(value, language) : value
    case 'amountWithSats': {
      const btc = /^(-?\d+\.\d{8}) BTC \([\d,]+ sats\)$/.exec(value)?.[1]
      return btc === undefined ? value : btcWithSatsText(btc, language)
    }
    case 'month':
      return monthIn(value, language)
    default:
      return value
  }
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "November 2026" (as the server writes the interest's month) in the language: "November 2026", "noviembre de 2026". */
function monthIn(value: string, language: Language): string {
  const [, name = '', year = ''] = /^([A-Z][a-z]+) (\d{4})$/.exec(value) ?? []
  const month = ENGLISH_MONTHS.indexOf(name)
  if (month < 0) return value
  return new Date(Date.UTC(Number(year), month, 1)).toLocaleDateString(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
