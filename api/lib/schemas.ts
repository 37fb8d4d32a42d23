import { Type } from 'typebox'

/** Shared request and reply primitives; feature schemas compose these. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const MessageReply = Type.Object({ success: Type.Boolean(), message: Type.String() })

/**
 * A BTC amount as typed: a string (numbers are accepted and read as text). The
 * exact rules live in parseBtcInput so the message can be the spec's.
 */
export function BtcInput(message: string) {
  return Type.String({ maxLength: 32, errorMessage: message })
}

/** BTC with exactly 8 decimals, as every answer carries amounts. */
export const BtcString = Type.String({ pattern: '^-?\\d+\\.\\d{8}$' })
