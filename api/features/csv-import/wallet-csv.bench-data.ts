/**
 * A deterministic Phoenix export of any size, for the parser's tests and the
 * benchmark script. Every row is one physical line (descriptions contain commas
 * and quotes but no newlines), so row N of the data sits on line N + 1.
 */

const HEADER =
  'date,id,type,amount_msat,amount_fiat,fee_credit_msat,mining_fee_sat,mining_fee_fiat,service_fee_msat,service_fee_fiat,payment_hash,tx_id,destination,description'

const DESCRIPTIONS = [
  'Weekly allowance',
  'Ice cream, two scoops',
  'Book "The Hobbit"',
  'Chores: dishes',
  '',
]

const START_MS = Date.UTC(2025, 2, 1, 8, 0, 0)

export function makePhoenixCsv(rows: number): string {
  const lines = [HEADER]
  // A fixed linear congruential generator keeps the file identical on every run.
  let seed = 20_250_301
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed
  }
  for (let i = 0; i < rows; i++) {
    const isSent = i % 3 === 1
    const amountMsat = 1_000 + (next() % 50_000_000)
    const serviceFeeMsat = isSent ? next() % 20_000 : 0
    const date = new Date(START_MS + i * 61_000).toISOString()
    const hex = i.toString(16).padStart(12, '0')
    const id = `0b5e1c3a-7d2f-4e6a-9c1b-${hex}`
    const paymentHash = `${hex}${'ab'.repeat(26)}`
    const description = DESCRIPTIONS[i % DESCRIPTIONS.length] ?? ''
    lines.push(
      [
        date,
        id,
        isSent ? 'lightning_sent' : 'lightning_received',
        isSent ? `-${amountMsat + serviceFeeMsat}` : String(amountMsat),
        '',
        '0',
        '',
        '',
        String(serviceFeeMsat),
        '',
        paymentHash,
        '',
        '',
        quoteField(description),
      ].join(','),
    )
  }
  return `${lines.join('\n')}\n`
}

function quoteField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}
