import { adminTexts } from './texts'

type StatusKey = Extract<keyof typeof adminTexts.en, `status_${string}`>

/**
 * A status the server sends as a word ("active", "paid", "healthy", "down"), in the
 * language shown; a word it may add later stays as it came.
 */
export function statusWord(status: string, t: (key: StatusKey) => string): string {
  const key = `status_${status}`
  return key in adminTexts.en ? t(key as StatusKey) : status
}
