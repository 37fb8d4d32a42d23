import { useState } from 'react'

export type CopyButtonProps = {
  text: string
  /** What is copied, for the button's accessible name ("Copy invoice"). */
  what: string
}

/**
 * Copies to the clipboard and says so. The Clipboard API exists only on secure pages
 * (https or localhost); a family opening the app over plain http on its LAN gets the
 * text selected in a field instead, to copy by hand.
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle')
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('manual')
    }
  }
  return (
    <span className="copy-button">
      <button type="button" className="secondary outline" onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : `Copy ${what}`}
      </button>
      <span role="status">{state === 'copied' ? `${capitalize(what)} copied` : ''}</span>
      {state === 'manual' && (
        <label>
          Copy {what} by hand
          <input readOnly value={text} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </span>
  )
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
