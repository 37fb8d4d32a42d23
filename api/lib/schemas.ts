import { Type } from 'typebox'

/** Shared request and reply primitives; feature schemas compose these. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const MessageReply = Type.Object({ success: Type.Boolean(), message: Type.String() })
