import { errorMessage } from './api-client'
import { translatedServerText } from './server-messages'
import { type ToastVariant, toast } from './toast'

export interface MessageParts {
  title: string
  description?: string
}

const SEPARATOR = ' - '

/**
 * Splits a spec text "Title - Description" (as both the spec and the server write them)
 * into a toast's title and description; a text without the separator is all title.
 */
export function splitMessage(text: string): MessageParts {
  const at = text.indexOf(SEPARATOR)
  if (at <= 0) return { title: text }
  return { title: text.slice(0, at), description: text.slice(at + SEPARATOR.length) }
}

/**
 * Toasts a spec text written "Title: Description" (spec 2's 'Lightning Details Required:
 * Please select ...' and 'Xpub Required: ...', spec 1's "Sync Failed: ..."), as a
 * destructive toast; a text without ": " is all title.
 */
export function notifyColonText(message: string): void {
  const text = translatedServerText(message)
  const at = text.indexOf(': ')
  toast(
    at > 0
      ? { title: text.slice(0, at), description: text.slice(at + 2), variant: 'destructive' }
      : { title: text, variant: 'destructive' },
  )
}

/**
 * Shows a spec text such as "Success - Allowance settings updated successfully"; one of
 * the server's messages (a shared rule's) in the language shown.
 */
export function notify(text: string, variant: ToastVariant = 'default'): void {
  toast({ ...splitMessage(translatedServerText(text)), variant })
}

/**
 * The failure toast of a request: the server's own message when it sent one (split into
 * title and description when it has the spec's "Title - Description" form), else the
 * screen's fallback, as the spec's catalogue gives it.
 */
export function notifyFailure(error: unknown, fallback: MessageParts): void {
  const serverText = errorMessage(error, '')
  if (serverText === '') {
    toast({ ...fallback, variant: 'destructive' })
    return
  }
  const parts = splitMessage(serverText)
  toast(
    parts.description === undefined
      ? { title: fallback.title, description: serverText, variant: 'destructive' }
      : { ...parts, variant: 'destructive' },
  )
}
