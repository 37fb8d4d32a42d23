/** What counts as an e-mail address, read alike by the server and the browser's forms. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmailAddress(raw: string): boolean {
  return EMAIL_RE.test(raw.trim())
}
