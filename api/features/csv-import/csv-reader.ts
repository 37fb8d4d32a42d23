/** An RFC 4180 reader for wallet exports. */
import { rowError } from './import-error.js'

export interface CsvRecord {
  fields: string[]
  /** Physical line where the record starts; quoted fields may span lines. */
  line: number
}

const COMMA = 44
const QUOTE = 34
const CR = 13
const LF = 10

/**
 * One pass over the text with charCodeAt and slices (no per-character regex or
 * copies), so time grows linearly with the file. A lone CR also ends a line; a
 * quote inside an unquoted field is kept as text (lenient), but text after a
 * closing quote is an error.
 */
export function* readCsvRecords(text: string): Generator<CsvRecord> {
  const length = text.length
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (pos < length) {
    const recordLine = line
    const fields: string[] = []
    for (;;) {
      if (text.charCodeAt(pos) === QUOTE) {
        let value = ''
        let chunkStart = pos + 1
        let i = chunkStart
        for (;;) {
          if (i >= length) {
            throw rowError(recordLine, 'a quoted field is never closed (missing ")')
          }
          const c = text.charCodeAt(i)
          if (c === QUOTE) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              value += text.slice(chunkStart, i + 1)
              i += 2
              chunkStart = i
              continue
            }
            value += text.slice(chunkStart, i)
            i++
            break
          }
          if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) line++
          i++
        }
        pos = i
        fields.push(value)
        const next = text.charCodeAt(pos)
        if (pos < length && next !== COMMA && next !== CR && next !== LF) {
          throw rowError(recordLine, 'unexpected text after a closing quote')
        }
      } else {
        let i = pos
        while (i < length) {
          const c = text.charCodeAt(i)
          if (c === COMMA || c === CR || c === LF) break
          i++
        }
        fields.push(text.slice(pos, i))
        pos = i
      }
      if (pos >= length) break
      const c = text.charCodeAt(pos)
      if (c === COMMA) {
        pos++
        continue
      }
      pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1
      line++
      break
    }
    // Blank lines (including the usual one at the end) carry no data.
    if (fields.length === 1 && fields[0] === '') continue
    yield { fields, line: recordLine }
  }
}
