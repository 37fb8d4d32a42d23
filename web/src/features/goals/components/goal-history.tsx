import { Btc } from '../../../components/btc'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useLedgerDescription } from '../../../lib/ledger-descriptions'
import { useGoalContributions } from '../api'
import { formatDate, historyLabel } from '../goal-rules'
import { goalsTexts } from '../texts'

export type GoalHistoryProps = { goalId: number }

/** The History tab: every movement of money into (and out of) the goal, newest first. */
export function GoalHistory({ goalId }: GoalHistoryProps) {
  const t = useTexts(goalsTexts)
  const described = useLedgerDescription()
  const { data: contributions, error, isLoading } = useGoalContributions(goalId)

  if (isLoading) return <p aria-busy="true">{t('loadingHistory')}</p>
  if (error !== undefined) {
    return <p role="alert">{errorMessage(error, t('historyLoadFailed'))}</p>
  }
  if (!contributions || contributions.length === 0) return <p>{t('noContributionsYet')}</p>
  return (
    // Pico's scroll wrapper keeps a wide table usable on a phone.
    <div className="overflow-auto">
      <table>
        <caption className="visually-hidden">{t('contributionHistory')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contributionColumn')}</th>
            <th scope="col">{t('amountColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {contributions.map((contribution) => (
            <tr key={contribution.id}>
              {/* What, when, who and why share a cell, so the table fits a phone screen. */}
              <td>
                {historyLabel(t, contribution.contributionType)}
                <br />
                <small>
                  {formatDate(contribution.createdAt)} · {contribution.childName ?? t('family')}
                  {contribution.description && <> · {described(contribution.description)}</>}
                </small>
              </td>
              <td>
                <Btc value={contribution.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
