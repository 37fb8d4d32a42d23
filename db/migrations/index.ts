import type { Migration } from 'kysely'
import * as m001 from './2026_11_21_001_create_families_and_users.js'
import * as m002 from './2026_11_21_002_create_sign_in.js'
import * as m003 from './2026_11_21_003_create_children.js'
import * as m004 from './2026_11_21_004_create_ledger.js'
import * as m005 from './2026_11_21_005_create_goals.js'
import * as m006 from './2026_11_22_001_add_allocation_contributed.js'
import * as m007 from './2026_11_22_002_create_wallet.js'
import * as m008 from './2026_11_23_001_create_billing.js'
import * as m009 from './2026_11_25_001_create_lightning.js'
import * as m010 from './2026_11_27_001_add_ledger_occurred_at.js'
import * as m011 from './2026_11_27_001_create_lightning_addresses.js'
import * as m012 from './2026_11_27_001_create_login_records.js'
import * as m013 from './2026_11_28_001_create_sync_preferences.js'
import * as m014 from './2026_11_30_001_check_numeric_columns.js'
import * as m015 from './2026_12_01_001_create_auto_payouts.js'
import * as m016 from './2026_12_02_001_add_payment_fee_budget.js'
import * as m017 from './2026_12_02_002_add_ledger_payment_hash.js'
import * as m018 from './2026_12_03_001_create_chores.js'
import * as m019 from './2026_12_03_002_create_interest.js'
import * as m020 from './2026_12_04_001_create_mail_settings.js'
import * as m021 from './2026_12_04_002_create_sign_in_codes.js'
import * as m022 from './2026_12_04_003_create_passkeys.js'
import * as m023 from './2026_12_05_001_add_invoice_savings_move.js'
import * as m024 from './2026_12_05_002_create_retained_revenue.js'
import * as m025 from './2026_12_06_001_wallet_change_chain_and_reversals.js'
import * as m026 from './2026_12_07_001_check_ledger_types.js'
import * as m027 from './2026_12_08_001_member_language.js'
import * as m028 from './2026_12_09_001_create_job_leases_and_rate_counts.js'

/**
 * A static list rather than a folder scan, so the bundled server carries its
 * migrations inside the bundle. Names sort chronologically; append only.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_001_create_families_and_users': m001,
  '2026_11_21_002_create_sign_in': m002,
  '2026_11_21_003_create_children': m003,
  '2026_11_21_004_create_ledger': m004,
  '2026_11_21_005_create_goals': m005,
  '2026_11_22_001_add_allocation_contributed': m006,
  '2026_11_22_002_create_wallet': m007,
  '2026_11_23_001_create_billing': m008,
  '2026_11_25_001_create_lightning': m009,
  '2026_11_27_001_add_ledger_occurred_at': m010,
  '2026_11_27_001_create_lightning_addresses': m011,
  '2026_11_27_001_create_login_records': m012,
  '2026_11_28_001_create_sync_preferences': m013,
  '2026_11_30_001_check_numeric_columns': m014,
  '2026_12_01_001_create_auto_payouts': m015,
  '2026_12_02_001_add_payment_fee_budget': m016,
  '2026_12_02_002_add_ledger_payment_hash': m017,
  '2026_12_03_001_create_chores': m018,
  '2026_12_03_002_create_interest': m019,
  '2026_12_04_001_create_mail_settings': m020,
  '2026_12_04_002_create_sign_in_codes': m021,
  '2026_12_04_003_create_passkeys': m022,
  '2026_12_05_001_add_invoice_savings_move': m023,
  '2026_12_05_002_create_retained_revenue': m024,
  '2026_12_06_001_wallet_change_chain_and_reversals': m025,
  '2026_12_07_001_check_ledger_types': m026,
  '2026_12_08_001_member_language': m027,
  '2026_12_09_001_create_job_leases_and_rate_counts': m028,
}
