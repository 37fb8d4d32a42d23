import type { Language } from '@api/contracts/languages'
import { type ReactNode, StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { OfflineScreen } from './app/offline-screen'
import { AppProvider } from './app/provider'
import { AppRoutes, PRERENDERED_PAGES, SERVER_RENDERED_PAGES } from './app/router'
import { cacheOfAnswers } from './lib/first-reads'
import { showLanguage } from './lib/i18n'
import { type PageMeta, PageMetaSink, pageTitle } from './lib/page-meta'

/** The paths the build prerenders. */
export const prerenderedPaths = [...PRERENDERED_PAGES.keys()]

/** The signed-in paths whose first screen the server renders (api/plugins/static-web.ts). */
export const serverRenderedPaths = [...SERVER_RENDERED_PAGES.keys()]

export interface PrerenderedScreen {
  /** The HTML of what a visitor without a session first sees at the path. */
  markup: string
  /** The document title and description the screen sets; null for the landing page, which keeps index.html's. */
  meta: PageMeta | null
}

/**
 * Renders a public screen the way the browser's first render draws it for a visitor
 * without a session (the same providers and routes as start/app.tsx), in `language`. Run by
 * the build in Node (scripts/prerender-pages.ts) for each language; waits for the
 * screen's lazily loaded code.
 */
export function prerenderScreen(pathname: string, language: Language): Promise<PrerenderedScreen> {
  return prerender(
    language,
    <AppProvider>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  )
}

/**
 * Renders the first screen a signed-in browser draws at `url` (path and query) from the
 * answers its page carries (`answers`, keyed by URL: api/contracts/first-reads.ts), with
 * the same providers and routes as start/app.tsx. Run by the server for each such page load
 * (api/plugins/static-web.ts), so the page shows its screen before any script has run.
 * Reads the page does not carry render as the browser's first render draws them: loading.
 * In `language`: the one the browser starts in for this page (api/contracts/language-choice.ts).
 */
export function renderSignedInScreen(
  url: string,
  answers: Record<string, unknown>,
  language: Language,
): Promise<PrerenderedScreen> {
  return prerender(
    language,
    <AppProvider cache={cacheOfAnswers(Object.entries(answers))}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  )
}

/**
 * The offline page the service worker keeps (app/offline-screen.tsx) in `language`, for
 * that language's offline page (scripts/prerender-pages.ts).
 */
export function prerenderOfflineScreen(language: Language): Promise<PrerenderedScreen> {
  return prerender(language, <OfflineScreen />)
}

/** The render under way: renders take turns, each in its own language. */
let rendering: Promise<unknown> = Promise.resolve()

/**
 * Renders `screen` in `language`. The language is i18next's one current language (what
 * useTexts and currentLanguage read), and a render waits for lazily loaded code, so two
 * renders at once could each change it under the other: they take turns. A render takes
 * milliseconds once the screens' code is loaded.
 */
function prerender(language: Language, screen: ReactNode): Promise<PrerenderedScreen> {
  const turn = rendering.then(async () => {
    await showLanguage(language)
    return renderToHtml(screen)
  })
  rendering = turn.catch(() => undefined)
  return turn
}

async function renderToHtml(screen: ReactNode): Promise<PrerenderedScreen> {
  let meta: PageMeta | null = null
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaSink.Provider
        value={(found) => {
          meta = { title: pageTitle(found.title), description: found.description }
        }}
      >
        {screen}
      </PageMetaSink.Provider>
    </StrictMode>,
  )
  let markup = ''
  for await (const chunk of prelude) markup += chunk
  return { markup, meta }
}
