import type { TransactionDto } from '@api/features/ledger/ledger.schemas'
import { Btc } from '../../../components/btc'
import { useTimeZone } from '../../../lib/device-known'
import { currentLanguage, useTexts } from '../../../lib/i18n'
import { useLedgerDescription } from '../../../lib/ledger-descriptions'
import { ledgerTexts } from '../texts'
import { ledgerTypeText, rowKind } from '../transaction-labels'

export type TransactionListProps = {
  transactions: readonly TransactionDto[]
  /** The parent's family-wide list names the child of each row. */
  showChild?: boolean
}

function formatDate(iso: string, dateFormat: Intl.DateTimeFormat): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/** Ledger rows as a list that stays readable on a phone (a table would scroll sideways). */
export function TransactionList({ transactions, showChild = false }: TransactionListProps) {
  const text = useTexts(ledgerTexts)
  const described = useLedgerDescription()
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: useTimeZone(),
  })
  return (
    <ul className="activity-list">
      {transactions.map((t) => {
        const isOut = t.amount.startsWith('-')
        return (
          <li key={t.id}>
            <div className="activity-text">
              <strong>{t.description ? described(t.description) : ledgerTypeText(t.type)}</strong>
              <small>
                {showChild && t.childName ? `${t.childName} · ` : ''}
                {rowKind(t)} ·{' '}
                <time dateTime={t.createdAt}>{formatDate(t.createdAt, dateFormat)}</time>
                {/* An imported payment: when it happened, then when the app learnt of it. */}
                {t.recordedAt !== t.createdAt && (
                  <>
                    {` · ${text('recorded')} `}
                    <time dateTime={t.recordedAt}>{formatDate(t.recordedAt, dateFormat)}</time>
                  </>
                )}
              </small>
            </div>
            <span className={isOut ? 'amount-out' : 'amount-in'}>
              {isOut ? '' : '+'}
              <Btc value={t.amount} withSats={t.account === 'spending'} />
            </span>
          </li>
        )
      })}
    </ul>
  )
}
