import type { Db } from '../client.js'

/** What the settling job does alike to invoices and payments: link the ledger row, note the check. */

/** The two tables whose rows the settling job asks wallets about and books once. */
type SettledTable = 'lightning_invoices' | 'lightning_payments'

/** Links an invoice or payment to the ledger row that booked it. */
export async function setLedgerTransaction(
  db: Db,
  table: SettledTable,
  id: number,
  transactionId: number,
): Promise<void> {
  await db.updateTable(table).set({ transaction_id: transactionId }).where('id', '=', id).execute()
}

/** Records when the settling job last asked the wallet about these rows. */
export async function markChecked(
  db: Db,
  table: SettledTable,
  ids: number[],
  at: string,
): Promise<void> {
  if (ids.length === 0) return
  await db.updateTable(table).set({ checked_at: at }).where('id', 'in', ids).execute()
}
