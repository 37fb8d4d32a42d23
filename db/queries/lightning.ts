import { type Selectable, sql } from 'kysely'
import type { Db } from '../client.js'
import type {
  LightningConnectionsTable,
  LightningInvoiceState,
  LightningInvoicesTable,
  LightningPaymentState,
  LightningPaymentsTable,
  LightningProviderKind,
} from '../schema.js'

export type { LightningInvoiceState, LightningPaymentState, LightningProviderKind }

// ---------------------------------------------------------------------------
// The family's connection

export interface LightningConnection {
  familyId: number
  provider: LightningProviderKind
  sealedConfig: string
  displayUrl: string
  hubName: string | null
  hubRegion: string | null
  revision: number
  createdAt: string
  updatedAt: string
}

const connectionColumns = [
  'family_id',
  'provider',
  'sealed_config',
  'display_url',
  'hub_name',
  'hub_region',
  'revision',
  'created_at',
  'updated_at',
] as const

type ConnectionRow = Pick<Selectable<LightningConnectionsTable>, (typeof connectionColumns)[number]>

function toConnection(row: ConnectionRow): LightningConnection {
  return {
    familyId: row.family_id,
    provider: row.provider,
    sealedConfig: row.sealed_config,
    displayUrl: row.display_url,
    hubName: row.hub_name,
    hubRegion: row.hub_region,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function findLightningConnection(
  db: Db,
  familyId: number,
): Promise<LightningConnection | undefined> {
  const row = await db
    .selectFrom('lightning_connections')
    .select(connectionColumns)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return row && toConnection(row)
}

export interface SavedLightningConnection {
  familyId: number
  provider: LightningProviderKind
  sealedConfig: string
  displayUrl: string
  hubName: string | null
  hubRegion: string | null
  createdBy: number
  at: string
}

/** Saves the family's one connection, replacing an earlier one (its revision grows). */
export async function saveLightningConnection(
  db: Db,
  connection: SavedLightningConnection,
): Promise<LightningConnection> {
  const settings = {
    provider: connection.provider,
    sealed_config: connection.sealedConfig,
    display_url: connection.displayUrl,
    hub_name: connection.hubName,
    hub_region: connection.hubRegion,
    created_by: connection.createdBy,
    updated_at: connection.at,
  }
  const row = await db
    .insertInto('lightning_connections')
    .values({ family_id: connection.familyId, created_at: connection.at, ...settings })
    .onConflict((oc) =>
      oc.column('family_id').doUpdateSet((eb) => ({
        ...settings,
        revision: eb('lightning_connections.revision', '+', 1),
      })),
    )
    .returning(connectionColumns)
    .executeTakeFirstOrThrow()
  return toConnection(row)
}

/** Whether there was a connection to remove. */
export async function deleteLightningConnection(db: Db, familyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('lightning_connections')
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function countLightningConnections(db: Db): Promise<number> {
  const row = await db
    .selectFrom('lightning_connections')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** What settling needs of a child, also of one removed since (their history is kept). */
export interface ChildBalance {
  id: number
  familyId: number
  name: string
  spendingSat: number
  spendingThresholdSat: number
}

export async function findChildBalance(
  db: Db,
  familyId: number,
  childId: number,
): Promise<ChildBalance | undefined> {
  const row = await db
    .selectFrom('children')
    .select(['id', 'family_id', 'name', 'spending_sat', 'spending_threshold_sat'])
    .where('id', '=', childId)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      familyId: row.family_id,
      name: row.name,
      spendingSat: row.spending_sat,
      spendingThresholdSat: row.spending_threshold_sat,
    }
  )
}

// ---------------------------------------------------------------------------
// Invoices made for children

export interface LightningInvoice {
  id: number
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  description: string
  state: LightningInvoiceState
  expiresAt: string
  createdAt: string
  paidAt: string | null
  transactionId: number | null
  /** What the spending limit moved to savings when it was credited; null until then. */
  toSavingsSat: number | null
}

const invoiceColumns = [
  'id',
  'family_id',
  'child_id',
  'payment_hash',
  'bolt11',
  'amount_sat',
  'description',
  'state',
  'expires_at',
  'created_at',
  'paid_at',
  'transaction_id',
  'to_savings_sat',
] as const

type InvoiceRow = Pick<Selectable<LightningInvoicesTable>, (typeof invoiceColumns)[number]>

function toInvoice(row: InvoiceRow): LightningInvoice {
  return {
    id: row.id,
    familyId: row.family_id,
    childId: row.child_id,
    paymentHash: row.payment_hash,
    bolt11: row.bolt11,
    amountSat: row.amount_sat,
    description: row.description,
    state: row.state,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    transactionId: row.transaction_id,
    toSavingsSat: row.to_savings_sat,
  }
}

export interface NewLightningInvoice {
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  description: string
  expiresAt: string
  createdBy: number
  createdAt: string
}

export async function insertLightningInvoice(
  db: Db,
  invoice: NewLightningInvoice,
): Promise<LightningInvoice> {
  const row = await db
    .insertInto('lightning_invoices')
    .values({
      family_id: invoice.familyId,
      child_id: invoice.childId,
      payment_hash: invoice.paymentHash,
      bolt11: invoice.bolt11,
      amount_sat: invoice.amountSat,
      description: invoice.description,
      state: 'pending',
      expires_at: invoice.expiresAt,
      created_by: invoice.createdBy,
      created_at: invoice.createdAt,
      paid_at: null,
      checked_at: null,
      transaction_id: null,
    })
    .returning(invoiceColumns)
    .executeTakeFirstOrThrow()
  return toInvoice(row)
}

export async function findLightningInvoice(
  db: Db,
  familyId: number,
  paymentHash: string,
): Promise<LightningInvoice | undefined> {
  const row = await db
    .selectFrom('lightning_invoices')
    .select(invoiceColumns)
    .where('family_id', '=', familyId)
    .where('payment_hash', '=', paymentHash)
    .executeTakeFirst()
  return row && toInvoice(row)
}

/**
 * Moves a pending invoice to its final state. Only one caller ever gets true for an
 * invoice: the one whose update found it still pending (the credit is booked by it).
 */
export async function closePendingInvoice(
  db: Db,
  id: number,
  outcome: { state: 'paid'; paidAt: string } | { state: 'expired' },
): Promise<boolean> {
  const result = await db
    .updateTable('lightning_invoices')
    .set(outcome.state === 'paid' ? { state: 'paid', paid_at: outcome.paidAt } : outcome)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

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

/** Links a paid invoice to its credit's ledger row and keeps what went on to savings. */
export async function recordInvoiceCredit(
  db: Db,
  id: number,
  credit: { transactionId: number; toSavingsSat: number },
): Promise<void> {
  await db
    .updateTable('lightning_invoices')
    .set({ transaction_id: credit.transactionId, to_savings_sat: credit.toSavingsSat })
    .where('id', '=', id)
    .execute()
}

/**
 * Pending invoices of every family for the settling job: the longest unasked first, so
 * invoices a wallet cannot answer for do not hold the others back.
 */
export async function listPendingInvoices(db: Db, limit: number): Promise<LightningInvoice[]> {
  const rows = await db
    .selectFrom('lightning_invoices')
    .select(invoiceColumns)
    .where('state', '=', 'pending')
    .orderBy(sql`checked_at is not null`)
    .orderBy('checked_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toInvoice)
}

// ---------------------------------------------------------------------------
// Payments from children's spending

export interface LightningPayment {
  id: number
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  feeSat: number | null
  /** The most its fee may cost: held with the amount while it is pending. */
  feeBudgetSat: number
  description: string
  state: LightningPaymentState
  failure: string | null
  connectionRevision: number
  deadlineAt: string
  createdAt: string
  settledAt: string | null
  transactionId: number | null
}

const paymentColumns = [
  'id',
  'family_id',
  'child_id',
  'payment_hash',
  'bolt11',
  'amount_sat',
  'fee_sat',
  'fee_budget_sat',
  'description',
  'state',
  'failure',
  'connection_revision',
  'deadline_at',
  'created_at',
  'settled_at',
  'transaction_id',
] as const

type PaymentRow = Pick<Selectable<LightningPaymentsTable>, (typeof paymentColumns)[number]>

function toPayment(row: PaymentRow): LightningPayment {
  return {
    id: row.id,
    familyId: row.family_id,
    childId: row.child_id,
    paymentHash: row.payment_hash,
    bolt11: row.bolt11,
    amountSat: row.amount_sat,
    feeSat: row.fee_sat,
    feeBudgetSat: row.fee_budget_sat,
    description: row.description,
    state: row.state,
    failure: row.failure,
    connectionRevision: row.connection_revision,
    deadlineAt: row.deadline_at,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    transactionId: row.transaction_id,
  }
}

export async function findLightningPayment(
  db: Db,
  familyId: number,
  paymentHash: string,
): Promise<LightningPayment | undefined> {
  const row = await db
    .selectFrom('lightning_payments')
    .select(paymentColumns)
    .where('family_id', '=', familyId)
    .where('payment_hash', '=', paymentHash)
    .executeTakeFirst()
  return row && toPayment(row)
}

export interface NewLightningPayment {
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  feeBudgetSat: number
  description: string
  connectionRevision: number
  deadlineAt: string
  /** Null when a job paid it (an automatic payout). */
  createdBy: number | null
  createdAt: string
}

/**
 * Records a payment as pending before it is sent: a new row, or a failed earlier
 * attempt of the same invoice taken over. Undefined when the invoice already has a
 * pending or succeeded payment in this family (the caller refuses to send it again).
 */
export async function claimLightningPayment(
  db: Db,
  payment: NewLightningPayment,
): Promise<LightningPayment | undefined> {
  const values = {
    child_id: payment.childId,
    bolt11: payment.bolt11,
    amount_sat: payment.amountSat,
    fee_sat: null,
    fee_budget_sat: payment.feeBudgetSat,
    description: payment.description,
    state: 'pending' as const,
    failure: null,
    preimage: null,
    connection_revision: payment.connectionRevision,
    deadline_at: payment.deadlineAt,
    created_by: payment.createdBy,
    created_at: payment.createdAt,
    settled_at: null,
    checked_at: null,
    transaction_id: null,
  }
  const inserted = await db
    .insertInto('lightning_payments')
    .values({ family_id: payment.familyId, payment_hash: payment.paymentHash, ...values })
    .onConflict((oc) => oc.columns(['family_id', 'payment_hash']).doNothing())
    .returning(paymentColumns)
    .executeTakeFirst()
  if (inserted) return toPayment(inserted)
  const retried = await db
    .updateTable('lightning_payments')
    .set(values)
    .where('family_id', '=', payment.familyId)
    .where('payment_hash', '=', payment.paymentHash)
    .where('state', '=', 'failed')
    .returning(paymentColumns)
    .executeTakeFirst()
  return retried && toPayment(retried)
}

/**
 * What these children's payments still in flight hold of their spending: each pending
 * payment's amount plus its fee budget. Children holding nothing are absent.
 */
export async function sumHeldSpending(
  db: Db,
  childIds: readonly number[],
): Promise<Map<number, number>> {
  const held = new Map<number, number>()
  for (let i = 0; i < childIds.length; i += 500) {
    const rows = await db
      .selectFrom('lightning_payments')
      .select((eb) => [
        'child_id',
        eb.fn.sum<number>(eb('amount_sat', '+', eb.ref('fee_budget_sat'))).as('total'),
      ])
      .where('child_id', 'in', childIds.slice(i, i + 500))
      .where('state', '=', 'pending')
      .groupBy('child_id')
      .execute()
    for (const row of rows) held.set(row.child_id, Number(row.total))
  }
  return held
}

/**
 * Ends a pending payment. Only one caller ever gets the row back for a payment: the
 * one whose update found it still pending (and books the debit, if it succeeded).
 */
export async function closePendingPayment(
  db: Db,
  id: number,
  outcome:
    | { state: 'succeeded'; feeSat: number; preimage: string | null; at: string }
    | { state: 'failed'; failure: string; at: string },
): Promise<LightningPayment | undefined> {
  const row = await db
    .updateTable('lightning_payments')
    .set(
      outcome.state === 'succeeded'
        ? {
            state: 'succeeded',
            fee_sat: outcome.feeSat,
            preimage: outcome.preimage,
            settled_at: outcome.at,
          }
        : { state: 'failed', failure: outcome.failure, settled_at: outcome.at },
    )
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning(paymentColumns)
    .executeTakeFirst()
  return row && toPayment(row)
}

/** Pending payments of every family for the settling job, the longest unasked first. */
export async function listPendingPayments(db: Db, limit: number): Promise<LightningPayment[]> {
  const rows = await db
    .selectFrom('lightning_payments')
    .select(paymentColumns)
    .where('state', '=', 'pending')
    .orderBy(sql`checked_at is not null`)
    .orderBy('checked_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toPayment)
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

// ---------------------------------------------------------------------------
// Lightning addresses

export interface LightningAddresses {
  parentAddress: string | null
  /** Child id to address, for the children that have one. */
  childAddresses: Map<number, string>
}

export async function findLightningAddresses(
  db: Db,
  familyId: number,
): Promise<LightningAddresses> {
  const rows = await db
    .selectFrom('lightning_addresses')
    .select(['child_id', 'address'])
    .where('family_id', '=', familyId)
    .execute()
  const childAddresses = new Map<number, string>()
  let parentAddress: string | null = null
  for (const row of rows) {
    if (row.child_id === null) parentAddress = row.address
    else childAddresses.set(row.child_id, row.address)
  }
  return { parentAddress, childAddresses }
}

/** Sets the given addresses (the parent's when not null), replacing earlier ones. */
export async function saveLightningAddresses(
  db: Db,
  familyId: number,
  addresses: { parentAddress: string | null; childAddresses: Map<number, string> },
  at: string,
): Promise<void> {
  const rows = [
    ...(addresses.parentAddress === null
      ? []
      : [{ child_id: null, address: addresses.parentAddress }]),
    ...[...addresses.childAddresses].map(([childId, address]) => ({
      child_id: childId,
      address,
    })),
  ]
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .deleteFrom('lightning_addresses')
        .where('family_id', '=', familyId)
        .where((eb) =>
          row.child_id === null ? eb('child_id', 'is', null) : eb('child_id', '=', row.child_id),
        )
        .execute()
      await trx
        .insertInto('lightning_addresses')
        .values({ family_id: familyId, ...row, updated_at: at })
        .execute()
    }
  })
}

/**
 * Invoices that expired unpaid before `before`: nothing was credited for them (a paid
 * invoice is never 'expired'), so the data-purge policy may drop them.
 */
export async function deleteExpiredInvoicesBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('lightning_invoices')
    .where('state', '=', 'expired')
    .where('expires_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
