import { describe, expect, it } from 'vitest'
import { checkCsvFile, MAX_CSV_BYTES } from './csv-import.js'

describe('checkCsvFile', () => {
  const file = { filename: 'Phoenix.CSV', size: 100, isEmpty: false }

  it('accepts a .csv file up to 20 MB', () => {
    expect(checkCsvFile(file)).toEqual({ value: true })
    expect(checkCsvFile({ ...file, size: MAX_CSV_BYTES })).toEqual({ value: true })
  })

  it('refuses an empty file, another type and a larger file, in that order', () => {
    expect(checkCsvFile({ ...file, isEmpty: true, filename: 'a.txt' }).problem?.code).toBe(
      'missing-field',
    )
    expect(checkCsvFile({ ...file, filename: 'a.txt' }).problem).toEqual({
      field: 'filename',
      code: 'invalid-file-type',
      message: 'Invalid File - Only .csv files are accepted',
    })
    expect(checkCsvFile({ ...file, size: MAX_CSV_BYTES + 1 }).problem).toEqual({
      field: 'csvContent',
      code: 'file-too-large',
      message: 'File Too Large - The file is larger than 20 MB',
    })
  })
})
