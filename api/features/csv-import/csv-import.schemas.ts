import { type Static, Type } from 'typebox'
import { MESSAGES } from '../../contracts/messages.js'
import { failsWith, Id } from '../../lib/schemas.js'

export const ImportCsvBody = Type.Object({
  childId: Id,
  csvContent: Type.String(failsWith('missing-field', MESSAGES.noFileSelected)),
  filename: Type.String({ maxLength: 255 }),
})
export type ImportCsvBody = Static<typeof ImportCsvBody>

export const ImportCsvReply = Type.Object({
  imported: Type.Integer(),
  skipped: Type.Integer(),
  /** The wallet the file came from, e.g. "Phoenix". */
  format: Type.String(),
  message: Type.String(),
})
export type ImportCsvReply = Static<typeof ImportCsvReply>
