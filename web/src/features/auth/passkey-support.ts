/**
 * Whether this page can offer passkeys, and if not, the sentence saying why. Browsers
 * offer them only in a secure context (HTTPS, or localhost), and WebAuthn takes a name,
 * never an IP address: a family on http://umbrel.local or http://192.168.1.20 is told so.
 */
export function passkeySupport(page: {
  isSecureContext: boolean
  hostname: string
  hasWebAuthn: boolean
}): { isOffered: true } | { isOffered: false; reason: string } {
  if (!page.isSecureContext) {
    return {
      isOffered: false,
      reason:
        'Passkeys need HTTPS or localhost: at a plain-HTTP address such as this one, browsers do not offer them.',
    }
  }
  if (/^[\d.]+$|^\[.*\]$/.test(page.hostname)) {
    return {
      isOffered: false,
      reason: "Passkeys need the app's name, not an IP address: open the app by its name.",
    }
  }
  if (!page.hasWebAuthn) {
    return { isOffered: false, reason: 'This browser does not support passkeys.' }
  }
  return { isOffered: true }
}
