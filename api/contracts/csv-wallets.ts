/**
 * The wallets whose CSV exports the import reads, by the name it shows and writes into an
 * imported payment's ledger row when the file gave it no description ("Phoenix payment",
 * ledger-descriptions.ts). Each format of api/features/csv-import/formats names itself
 * from this list (the type refuses another name), so the browser tells the import's
 * sentence from a member's own text that ends in "payment".
 */
export const CSV_WALLET_NAMES = [
  'Phoenix',
  'phoenixd',
  'Breez',
  'c-Breez',
  'Alby Hub',
  'LNbits',
  'Blink',
] as const

export type CsvWalletName = (typeof CSV_WALLET_NAMES)[number]
