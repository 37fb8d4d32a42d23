import { randomInt } from 'node:crypto'
import type { Db } from '../../../db/client.js'
import {
  extendPlaces,
  listHeldPlaces,
  releasePlaces,
  takePlace,
} from '../../../db/queries/connection-test-places.js'

/** Which share of the places was full. */
export type PlacesRefusal = 'all-taken' | 'address-taken'

/**
 * The public connection test's places, kept in the database so every instance sharing
 * it counts the same tests: `all` places for all visitors together, and each address's
 * share. A test holds one of each, numbered, until it ends or its time is up; each place
 * is taken by one statement that the database's unique key decides, so tests started at
 * once, on any instance, never hold more places than there are. A killed instance's
 * places are free again when its tests' time is up.
 */
export class TestPlaces {
  readonly #db: Db
  readonly #now: () => Date
  readonly #limits: { all: number; perAddress: number }

  constructor(db: Db, now: () => Date, limits: { all: number; perAddress: number }) {
    this.#db = db
    this.#now = now
    this.#limits = limits
  }

  /** Takes a place of each kind for the test `holder` until `expiresAt`, or says which is full. */
  async take(holder: string, address: string, expiresAt: Date): Promise<PlacesRefusal | null> {
    if (!(await this.#takeOne('all', this.#limits.all, holder, expiresAt))) return 'all-taken'
    if (!(await this.#takeOne(address, this.#limits.perAddress, holder, expiresAt))) {
      await this.release(holder)
      return 'address-taken'
    }
    return null
  }

  /** The test's places are kept until `expiresAt`. */
  extend(holder: string, expiresAt: Date): Promise<void> {
    return extendPlaces(this.#db, holder, expiresAt.toISOString())
  }

  /** The test ended: its places are free. */
  release(holder: string): Promise<void> {
    return releasePlaces(this.#db, holder)
  }

  /**
   * One free place of `scope`: a random one of those seen free, so tests asking together
   * rarely want the same; when another test took it meanwhile, look again, at most
   * `count` times (each miss is a place another test got).
   */
  async #takeOne(scope: string, count: number, holder: string, expiresAt: Date): Promise<boolean> {
    for (let attempt = 0; attempt < count; attempt++) {
      const now = this.#now().toISOString()
      const held = new Set(await listHeldPlaces(this.#db, scope, now))
      const free = Array.from({ length: count }, (_, place) => place).filter((p) => !held.has(p))
      const place = free[free.length > 0 ? randomInt(free.length) : 0]
      if (place === undefined) return false
      const taken = await takePlace(this.#db, {
        scope,
        place,
        holder,
        now,
        expiresAt: expiresAt.toISOString(),
      })
      if (taken) return true
    }
    return false
  }
}
