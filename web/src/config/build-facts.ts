/**
 * The shapes of the facts scripts/build-facts computes from the repository at build
 * time and hands to the web bundle as the virtual modules declared in build-facts.d.ts.
 * Types only: this file has no imports, so the build scripts can share it.
 */

/** One variable of .env.example, the list of what the server reads. */
export interface EnvVariable {
  name: string
  /** The value written in .env.example ('' when none). */
  example: string
  /** False when .env.example leaves the line commented out (the server's default applies). */
  isSetInExample: boolean
  /** The comment lines above it, joined. */
  description: string
}

export interface MarkdownTable {
  headers: string[]
  rows: string[][]
}

export interface CodeFacts {
  tables: {
    /** Tables of a database migrated from scratch by db/migrations. */
    names: string[]
    migrations: number
  }
  apiRoutes: {
    /** Method and path pairs the API registers (HEAD twins of GET routes not counted). */
    count: number
    byMethod: Record<string, number>
  }
  tests: {
    /** Test cases as written (a table-driven case counts once). */
    cases: number
    unitFiles: number
    browserFiles: number
  }
  /** package.json: the Node engine and every dependency with its declared version range. */
  node: string
  stack: { name: string; version: string; isRuntime: boolean }[]
  /** The measured tables of docs/performance.md, under their section headings. */
  performance: { heading: string; tables: MarkdownTable[] }[]
  /** Paths of the spec's route table (web/src/config/paths.ts) by whether the router has them. */
  screens: { built: string[]; notBuilt: string[] }
}
