import { useTexts } from '../lib/i18n'
import { componentTexts } from './texts'

export type LoadingScreenProps = {
  /** What is happening; "Loading..." unless given. */
  label?: string
}

/** Pico draws a spinner for aria-busy, and screen readers hear the page is not ready yet. */
export function LoadingScreen({ label }: LoadingScreenProps) {
  const t = useTexts(componentTexts)
  return (
    <main className="container loading-screen">
      <p aria-busy="true">{label ?? t('loading')}</p>
    </main>
  )
}
