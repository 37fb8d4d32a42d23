import { type Static, Type } from 'typebox'
import { MESSAGES } from '../../contracts/messages.js'
import { errorReplies, failsWith, Id, routeMap } from '../../lib/schemas.js'

export const ImportCsvBody = Type.Object({
  childId: Id,
  csvContent: Type.String(failsWith('missing-field', MESSAGES.noFileSelected)),
  filename: Type.String({ maxLength: 255 }),
})
export type ImportCsvBody = Static<typeof ImportCsvBody>

export const ImportCsvReply = Type.Object({
  imported: Type.Integer(),
  /** Rows not imported: received, failed or pending payments, and those already booked. */
  skipped: Type.Integer(),
  /**
   * Of the skipped, the sent payments the family's books already hold: imported before
   * (for any child), or paid, paid out or invoiced by the app itself.
   */
  alreadyBooked: Type.Integer(),
  /** The wallet the file came from, e.g. "Phoenix". */
  format: Type.String(),
  message: Type.String(),
})
export type ImportCsvReply = Static<typeof ImportCsvReply>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const csvImportApi = routeMap({
  'POST /api/transactions/import-csv': {
    body: ImportCsvBody,
    response: {
      200: ImportCsvReply,
      ...errorReplies(400, 401, 403, 404, 409, 413, 415, 429),
    },
  },
})
