import { Btc } from '../../../components/btc'
import { errorMessage } from '../../../lib/api-client'
import { useGoalContributions } from '../api'
import { formatDate, historyLabel } from '../goal-rules'

export type GoalHistoryProps = { goalId: number }

/** The History tab: every movement of money into (and out of) the goal, newest first. */
export function GoalHistory({ goalId }: GoalHistoryProps) {
  const { data: contributions, error, isLoading } = useGoalContributions(goalId)

  if (isLoading) return <p aria-busy="true">Loading history...</p>
  if (error !== undefined) {
    return <p role="alert">{errorMessage(error, 'The history could not be loaded.')}</p>
  }
  if (!contributions || contributions.length === 0) return <p>No contributions yet.</p>
  return (
    // Pico's scroll wrapper keeps a wide table usable on a phone.
    <div className="overflow-auto">
      <table>
        <caption className="visually-hidden">Contribution history</caption>
        <thead>
          <tr>
            <th scope="col">Contribution</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {contributions.map((contribution) => (
            <tr key={contribution.id}>
              {/* What, when, who and why share a cell, so the table fits a phone screen. */}
              <td>
                {historyLabel(contribution.contributionType)}
                <br />
                <small>
                  {formatDate(contribution.createdAt)} · {contribution.childName ?? 'Family'}
                  {contribution.description && <> · {contribution.description}</>}
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
