import { errorMessage } from '../lib/api-client'

export type FailureNoteProps = {
  /** The write's error (useApiMutation's `error`); nothing shows while it is undefined. */
  error: unknown
  /** What to say when the server sent no message of its own. */
  fallback: string
}

/**
 * Why a form's last write failed, kept in the form: the failure's toast closes after a
 * few seconds like any other, and the reason must stay where it is fixed. It goes when
 * the form is sent again.
 */
export function FailureNote({ error, fallback }: FailureNoteProps) {
  if (error === undefined) return null
  return <p className="failure-note">{errorMessage(error, fallback)}</p>
}
