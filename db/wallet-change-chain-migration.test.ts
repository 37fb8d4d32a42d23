import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrations } from './migrations/index.js'
import { openDb } from './sqlite-client.js'

const BEFORE = '2026_12_01_001_create_auto_payouts'
const CHANGE_CHAIN = '2026_12_06_001_wallet_change_chain_and_reversals'

describe('the change-chain migration', () => {
  it('keeps the addresses and deposits of before: receive-chain addresses, retired from then on', async () => {
    const db = openDb({ filename: ':memory:' })
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      await sql`insert into families (created_at) values ('2026-11-20T00:00:00Z')`.execute(db)
      await sql`insert into children (family_id, name, age, gender, allowance_day, created_at, updated_at)
        values (1, 'Mia', 9, 'girl', 1, '2026-11-20T00:00:00Z', '2026-11-20T00:00:00Z')`.execute(db)
      await sql`insert into child_wallet_addresses
        (family_id, child_id, key_digest, address_index, address, derivation_path, assigned_at)
        values (1, 1, 'k', 0, 'bc1qmia', '0/0', '2026-11-20T00:00:00Z')`.execute(db)
      await sql`insert into wallet_deposits
        (family_id, child_id, txid, vout, address, amount_sat, block_height, credited_at)
        values (1, 1, 'aa', 0, 'bc1qmia', 1000, 5, '2026-11-21T00:00:00Z')`.execute(db)

      const before = Date.now()
      expect((await migrator.migrateTo(CHANGE_CHAIN)).error).toBeUndefined()
      const address = await db
        .selectFrom('child_wallet_addresses')
        .selectAll()
        .executeTakeFirstOrThrow()
      expect(address).toMatchObject({ chain: 0, address_index: 0, address: 'bc1qmia' })
      expect(Date.parse(address.retired_at ?? '')).toBeGreaterThanOrEqual(before - 1000)
      const deposit = await db.selectFrom('wallet_deposits').selectAll().executeTakeFirstOrThrow()
      expect(deposit).toMatchObject({
        status: 'credited',
        reversed_sat: 0,
        owed_sat: 0,
        reversed_at: null,
      })

      // Index 0 of the change chain is a different address: both may be handed out.
      await sql`insert into child_wallet_addresses
        (family_id, child_id, key_digest, chain, address_index, address, derivation_path, assigned_at)
        values (1, 1, 'k', 1, 0, 'bc1qmia2', '1/0', '2026-12-02T00:00:00Z')`.execute(db)
      // A receive-chain address is only ever a retired one; a reversed deposit says when.
      await expect(
        sql`insert into child_wallet_addresses
          (family_id, child_id, key_digest, chain, address_index, address, derivation_path, assigned_at)
          values (1, 1, 'k', 0, 1, 'bc1qmia3', '0/1', '2026-12-02T00:00:00Z')`.execute(db),
      ).rejects.toThrow(/CHECK constraint failed/)
      await expect(sql`update wallet_deposits set status = 'reversed'`.execute(db)).rejects.toThrow(
        /CHECK constraint failed/,
      )
      await expect(
        sql`update wallet_deposits set status = 'reversed', reversed_at = 'now', owed_sat = 1001`.execute(
          db,
        ),
      ).rejects.toThrow(/CHECK constraint failed/)

      // And back: the earlier tables, the receive-chain address and the deposit kept.
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      const kept = await sql<{
        address: string
      }>`select address from child_wallet_addresses`.execute(db)
      expect(kept.rows).toEqual([{ address: 'bc1qmia' }])
      const deposits = await sql<{ txid: string }>`select txid from wallet_deposits`.execute(db)
      expect(deposits.rows).toEqual([{ txid: 'aa' }])
    } finally {
      await db.destroy()
    }
  })
})
