import type { TransactionDto } from '@api/features/ledger/ledger.schemas'
import { useId } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { ledgerTexts } from '../texts'
import { TransactionList } from './transaction-list'

export type ActivityCardProps = {
  title: string
  transactions: readonly TransactionDto[] | undefined
  error: unknown
  isLoading: boolean
  showChild?: boolean
}

/** Recent Activity (parent) and My Recent Activity (child): the latest ledger rows. */
export function ActivityCard({
  title,
  transactions,
  error,
  isLoading,
  showChild = false,
}: ActivityCardProps) {
  const t = useTexts(ledgerTexts)
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} aria-busy={isLoading}>
      <h3 id={headingId}>{title}</h3>
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, t('loadFailed'))}</p>
      )}
      {transactions?.length === 0 && <p>{t('empty')}</p>}
      {transactions !== undefined && transactions.length > 0 && (
        <TransactionList transactions={transactions} showChild={showChild} />
      )}
    </article>
  )
}
