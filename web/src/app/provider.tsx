import { type ReactNode, useState } from 'react'
import { type Cache, SWRConfig } from 'swr'
import { ErrorBoundary } from '../components/error-boundary'
import { ErrorFallback } from '../components/error-fallback'
import { Toaster } from '../components/toaster'
import { firstReadsCache, keepPageAnswersFresh } from '../lib/first-reads'
import { useFollowMemberLanguage } from '../lib/language'
import { swrConfig } from '../lib/swr-config'

export type AppProviderProps = {
  children: ReactNode
  /**
   * The cache to start from instead of the page's answers: the server's render of a
   * signed-in page (web/src/prerender.tsx), which has no page to read them from.
   */
  cache?: Cache
}

/** The app's SWR settings, starting from the answers the page came with (lib/first-reads.ts). */
const appSwrConfig = { ...swrConfig, provider: firstReadsCache, use: [keepPageAnswersFresh] }

/** The one SWRConfig of the app, the toast outlet and a last-resort error screen. */
export function AppProvider({ children, cache }: AppProviderProps) {
  const [config] = useState(() =>
    cache === undefined ? appSwrConfig : { ...appSwrConfig, provider: () => cache },
  )
  return (
    <ErrorBoundary fallback={(props) => <ErrorFallback {...props} />}>
      <SWRConfig value={config}>
        <FollowMemberLanguage />
        {children}
        <Toaster />
      </SWRConfig>
    </ErrorBoundary>
  )
}

/** The signed-in member's stored language, shown wherever the app is open (lib/language.ts). */
function FollowMemberLanguage() {
  useFollowMemberLanguage()
  return null
}
