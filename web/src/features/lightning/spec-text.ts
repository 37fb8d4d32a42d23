import { toast } from '../../lib/toast'

/**
 * Shows one of spec 2's texts written "Title: description" ('Lightning Details Required:
 * Please select ...') as a toast with that title and description.
 */
export function notifyColonText(text: string): void {
  const at = text.indexOf(': ')
  toast(
    at > 0
      ? { title: text.slice(0, at), description: text.slice(at + 2), variant: 'destructive' }
      : { title: text, variant: 'destructive' },
  )
}
