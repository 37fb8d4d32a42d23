import { type Static, Type } from 'typebox'
import { BtcString } from '../../lib/schemas.js'

export const PARENT_TYPES = ['allowance', 'bonus', 'chore_payment', 'spending_adjustment'] as const
export const CHILD_TYPES = ['spending', 'earned', 'savings', 'lightning_spend'] as const
export type TransactionType = (typeof PARENT_TYPES)[number] | (typeof CHILD_TYPES)[number]

export const TransactionDto = Type.Object({
  id: Type.Integer(),
  childId: Type.Union([Type.Integer(), Type.Null()]),
  childName: Type.Union([Type.String(), Type.Null()]),
  account: Type.String(),
  type: Type.String(),
  /** Signed BTC: negative is money leaving the account. */
  amount: BtcString,
  description: Type.String(),
  createdAt: Type.String(),
})
export type TransactionDto = Static<typeof TransactionDto>

export const CreateTransactionBody = Type.Object({
  childId: Type.Integer({
    minimum: 1,
    errorMessage: 'Missing Information - Please fill in all fields',
  }),
  type: Type.Union(
    [...PARENT_TYPES, ...CHILD_TYPES].map((t) => Type.Literal(t)),
    {
      errorMessage: `Transaction type must be one of: ${[...PARENT_TYPES, ...CHILD_TYPES].join(', ')}`,
    },
  ),
  amount: Type.String({
    maxLength: 32,
    errorMessage: 'Invalid Amount - Please enter a valid amount',
  }),
  description: Type.String({
    maxLength: 200,
    errorMessage: 'Description must be at most 200 characters',
  }),
})

export const CreatedReply = Type.Object({ id: Type.Integer() })

export const ImportCsvBody = Type.Object({
  childId: Type.Integer({ minimum: 1 }),
  csvContent: Type.String({
    errorMessage: 'No File Selected - Please select a CSV file to import',
  }),
  filename: Type.String({ maxLength: 255 }),
})

export const ImportCsvReply = Type.Object({
  imported: Type.Integer(),
  skipped: Type.Integer(),
  format: Type.String(),
  message: Type.String(),
})

export const RecentQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
