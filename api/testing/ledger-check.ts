import { sql } from 'kysely'
import type { Db } from '../../db/client.js'

export interface LedgerMismatch {
  childId: number
  account: 'savings' | 'spending'
  cachedSat: number
  ledgerSat: number
}

/**
 * Every cached child balance that differs from the sum of its ledger rows, over the
 * whole file: the invariant a backup, a crash or a race must keep. Empty is good.
 */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const rows = await sql<LedgerMismatch>`
    with sums as (
      select child_id, account, sum(amount_sat) as total from transactions
      where child_id is not null group by child_id, account
    )
    select c.id as childId, a.account as account,
      case a.account when 'savings' then c.savings_sat else c.spending_sat end as cachedSat,
      coalesce(s.total, 0) as ledgerSat
    from children c
    cross join (select 'savings' as account union all select 'spending') a
    left join sums s on s.child_id = c.id and s.account = a.account
    where cachedSat <> ledgerSat`.execute(db)
  return rows.rows
}
