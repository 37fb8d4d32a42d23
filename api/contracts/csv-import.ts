/** Limits of a wallet CSV import, checked by the browser before uploading and by the server. */
import { type Checked, refuse } from './error-codes.js'
import { MESSAGES } from './messages.js'

/** The largest export accepted: 20 MB is years of a family's payments. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024

/** Whether a file name ends in .csv, in any case. */
function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv')
}

export function checkCsvFile(file: {
  filename: string
  /** Size in bytes (the browser's File.size; the server counts the text it got). */
  size: number
  isEmpty: boolean
}): Checked<true, 'csvContent' | 'filename'> {
  if (file.isEmpty) return refuse('csvContent', 'missing-field', MESSAGES.noFileSelected)
  if (!isCsvFileName(file.filename)) {
    return refuse('filename', 'invalid-file-type', MESSAGES.csvFileType)
  }
  if (file.size > MAX_CSV_BYTES) return refuse('csvContent', 'file-too-large', MESSAGES.csvTooLarge)
  return { value: true }
}
