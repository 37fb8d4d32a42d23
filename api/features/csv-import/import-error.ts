import type { ErrorCode } from '../../contracts/error-codes.js'

/** Rejects the whole file; `line` is the 1-based physical line where the bad row starts. */
export class CsvImportError extends Error {
  override name = 'CsvImportError'
  constructor(
    message: string,
    readonly line?: number,
    readonly code: ErrorCode = 'invalid-csv',
  ) {
    super(message)
  }
}

/** A broken row: the message starts with "Line N:" so a person can find it. */
export function rowError(line: number, problem: string): CsvImportError {
  return new CsvImportError(`Line ${line}: ${problem}`, line)
}
