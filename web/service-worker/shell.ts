import type { Language } from '../../api/contracts/languages.js'

/**
 * What the build (scripts/app-shell.ts) writes into the service worker: the files it
 * keeps for the app to open without a connection.
 */
export interface AppShell {
  /**
   * A hash of every file below and its content: the name of the cache that holds them,
   * so each build fills a cache of its own and the old one can be removed.
   */
  version: string
  /** Paths on this origin: the offline pages, their script and stylesheet, the app's entry scripts, the manifest. */
  files: string[]
  /**
   * The page a page load gets when the server cannot be reached, in each language (each
   * one of `files`).
   */
  offlinePages: Record<Language, string>
}
