import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './client.js'
import { type DialectName, dialectOf } from './dialect.js'

/** Stands in for a named argument while a query is compiled. */
class Argument {
  constructor(readonly name: string) {}
}

/** Stand-ins for every argument a builder asks for, by name. */
function argumentStandIns<Args>(): Args {
  return new Proxy({}, { get: (_target, name) => new Argument(String(name)) }) as Args
}

/**
 * A Kysely query built and compiled once, then run with each call's argument
 * values. For the few reads that run on every request: building and compiling the
 * same query again each time cost a fifth of their CPU. The SQL stays Kysely's (its
 * dialect's compiler writes it), and the driver keeps the prepared statement.
 *
 * Compiled once per engine: SQLite and PostgreSQL write the same query differently (`?`
 * or `$1`), and one process can hold both (the tests on PostgreSQL open a SQLite file too).
 *
 * `build` receives stand-ins for the arguments. It must hand them to Kysely as
 * values only (comparisons, limits) and never look at them: a query whose shape
 * depends on an argument cannot be compiled once.
 */
export function compileOnce<Args extends Record<string, unknown>, Row>(
  build: (db: Db, args: Args) => Compilable<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  const compiledFor = new Map<DialectName, CompiledQuery<Row>>()
  return async (db, args) => {
    const dialect = dialectOf(db)
    let compiled = compiledFor.get(dialect)
    if (!compiled) {
      compiled = build(db, argumentStandIns<Args>()).compile()
      compiledFor.set(dialect, compiled)
    }
    const parameters = compiled.parameters.map((value) => {
      if (!(value instanceof Argument)) return value
      const given = args[value.name]
      if (given === undefined) throw new Error(`Query argument ${value.name} is missing`)
      return given
    })
    const result = await db.executeQuery<Row>({ ...compiled, parameters })
    return result.rows
  }
}
