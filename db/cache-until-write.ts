import { type Db, readDataVersion } from './client.js'

/**
 * Answers computed from the database, kept until anything in it changes: the first
 * read after any write, by this process or another, finds the cache empty. Keys must
 * hold everything the answer depends on besides the database (who asks, what they
 * asked); an answer that also depends on the clock must not be kept here.
 *
 * Coarse on purpose: one write anywhere empties it, so it cannot serve a balance
 * older than the last commit, and there is no per-table bookkeeping to get wrong.
 * It pays off where reads far outnumber writes, as with a family's dashboard polls.
 */
export class CacheUntilWrite<Value> {
  readonly #db: Db
  readonly #maxEntries: number
  readonly #entries = new Map<string, Value>()
  #version: string | undefined

  constructor(db: Db, maxEntries: number) {
    this.#db = db
    this.#maxEntries = maxEntries
  }

  /**
   * The kept answer for `key`, if the database has not changed since it was kept, and
   * the version to hand to `keep` once the answer is computed. Call it before reading
   * the database for the answer.
   */
  look(key: string): { value: Value | undefined; version: string | undefined } {
    const version = readDataVersion(this.#db)
    if (version !== this.#version) {
      this.#entries.clear()
      this.#version = version
    }
    return { value: version === undefined ? undefined : this.#entries.get(key), version }
  }

  /**
   * Keeps an answer read after `look` returned `version`. Dropped if a later look saw a
   * newer version: the answer may predate that change. If the database changes after
   * this, the next look sees a new version and empties the cache.
   */
  keep(key: string, value: Value, version: string | undefined): void {
    if (version === undefined || version !== this.#version) return
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(key, value)
  }
}
