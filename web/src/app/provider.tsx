import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { ErrorBoundary } from '../components/error-boundary'
import { ErrorFallback } from '../components/error-fallback'
import { Toaster } from '../components/toaster'
import { firstReadsCache, keepPageAnswersFresh } from '../lib/first-reads'
import { swrConfig } from '../lib/swr-config'

export type AppProviderProps = { children: ReactNode }

/** The app's SWR settings, starting from the answers the page came with (lib/first-reads.ts). */
const appSwrConfig = { ...swrConfig, provider: firstReadsCache, use: [keepPageAnswersFresh] }

/** The one SWRConfig of the app, the toast outlet and a last-resort error screen. */
export function AppProvider({ children }: AppProviderProps) {
  return (
    <ErrorBoundary fallback={(props) => <ErrorFallback {...props} />}>
      <SWRConfig value={appSwrConfig}>
        {children}
        <Toaster />
      </SWRConfig>
    </ErrorBoundary>
  )
}
