import { useState } from 'react'
import { useTexts } from '../lib/i18n'
import { componentTexts } from './texts'

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
  const t = useTexts(componentTexts)
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
        {state === 'copied' ? t('copied') : t('copyWhat', { what })}
      </button>
      <span role="status">
        {state === 'copied' ? t('whatCopied', { What: capitalize(what) }) : ''}
      </span>
      {state === 'manual' && (
        <label>
          {t('copyByHand', { what })}
          <input readOnly value={text} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </span>
  )
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
