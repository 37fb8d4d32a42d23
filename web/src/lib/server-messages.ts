import { type Catalogue, textsNow } from './i18n'
import { serverMessagesTexts } from './server-messages/texts'

/**
 * The server's messages in the language shown. They reach the browser in English, as the
 * contract writes them (api/contracts/messages.ts): in API answers' `message` and from the
 * shared input rules the browser runs itself. This finds a message by its English text
 * (a template's `{{name}}` matching any name) and gives the language's text. A message
 * the catalogue does not know is shown as it came.
 */
export function translatedServerText(text: string): string {
  const found = findMessage(text)
  return found ? textsNow(serverMessagesTexts)(found.key as never, found.values) : text
}

interface Found {
  key: string
  values: Record<string, string>
}

function findMessage(text: string): Found | undefined {
  const { byText, templates } = lookup()
  const key = byText.get(text)
  if (key !== undefined) return { key, values: {} }
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(text)
    if (match)
      return { key, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) }
  }
  return undefined
}

const english: Catalogue = serverMessagesTexts.en
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g
const HAS_PLACEHOLDER = /\{\{\s*\w+\s*\}\}/

interface Lookup {
  /** The plain messages by their English text. */
  byText: Map<string, string>
  /** The messages with a name in them, as patterns over their English text. */
  templates: { key: string; names: string[]; pattern: RegExp }[]
}

let built: Lookup | undefined

/**
 * Built on the first message shown, not when the app starts: every page loads this module,
 * and its start is the task a slow phone waits on (docs/performance.md).
 */
function lookup(): Lookup {
  built ??= {
    byText: new Map(
      Object.entries(english)
        .filter(([, text]) => !HAS_PLACEHOLDER.test(text))
        .map(([key, text]) => [text, key]),
    ),
    templates: Object.entries(english)
      .filter(([, text]) => HAS_PLACEHOLDER.test(text))
      .map(([key, text]) => {
        const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
        const source = text
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 === 1 ? '(.+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('')
        return { key, names, pattern: new RegExp(`^${source}$`) }
      }),
  }
  return built
}
