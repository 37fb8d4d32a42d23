/**
 * Writes to a family database at a steady rate from its own process, as a busy server
 * would, for the backup test and benchmark: each write is one ledger row and the
 * matching balance change in one transaction, so the ledger invariant holds in any
 * consistent copy. Prints `ready` once writing, and its count of writes on SIGTERM.
 *
 *   node --import tsx scripts/lib/steady-writer.ts <database file> <child id> <writes per second>
 */
import SQLite from 'better-sqlite3'

const [file, childIdText, rateText] = process.argv.slice(2)
const childId = Number(childIdText)
const rate = Number(rateText)
if (!file || !Number.isInteger(childId) || !(rate > 0)) {
  throw new Error('Usage: steady-writer.ts <database file> <child id> <writes per second>')
}

const db = new SQLite(file, { fileMustExist: true })
db.pragma('busy_timeout = 5000')
const familyId = (
  db.prepare('select family_id from children where id = ?').get(childId) as { family_id: number }
).family_id
const insert = db.prepare(`insert into transactions
  (family_id, child_id, account, type, amount_sat, description, created_at)
  values (?, ?, 'savings', 'bonus', 1, 'steady load', ?)`)
const credit = db.prepare('update children set savings_sat = savings_sat + 1 where id = ?')
const write = db.transaction(() => {
  insert.run(familyId, childId, new Date().toISOString())
  credit.run(childId)
})

let writes = 0
const started = performance.now()
// Paced against the clock, so a slow write is caught up rather than lowering the rate.
const timer = setInterval(() => {
  const due = Math.floor(((performance.now() - started) / 1000) * rate)
  while (writes < due) {
    write.immediate()
    writes += 1
  }
}, 5)
process.stdout.write('ready\n')
process.on('SIGTERM', () => {
  clearInterval(timer)
  db.close()
  process.stdout.write(`writes ${writes}\n`)
  process.exit(0)
})
