/** The goal contribution form (spec 2, section 5), read alike by both sides. */
import type { Sats } from '../lib/money.js'
import { checkBtcInput } from './amount-input.js'
import { type Checked, refuse } from './error-codes.js'
import { CONTRIBUTION_TYPES, type ContributionType, needsChild } from './goal-vocabulary.js'
import { MESSAGES } from './messages.js'

export interface ContributionInput {
  amount?: string | undefined
  contributionType?: string | undefined
  childId?: number | null | undefined
}

export interface ContributionDraft {
  amountSat: Sats
  contributionType: ContributionType
  childId: number | null
}

export function readContribution(
  input: ContributionInput,
): Checked<ContributionDraft, 'amount' | 'contributionType' | 'childId'> {
  const amount = checkBtcInput(input.amount, {
    field: 'amount',
    requiredMessage: MESSAGES.contributionAmountRequired,
    message: MESSAGES.invalidContributionAmount,
  })
  if (amount.problem) return amount
  const typeText = input.contributionType?.trim() ?? ''
  if (!typeText) {
    return refuse('contributionType', 'missing-field', MESSAGES.contributionTypeRequired)
  }
  const contributionType = CONTRIBUTION_TYPES.find((t) => t === typeText)
  if (!contributionType) {
    return refuse(
      'contributionType',
      'invalid-choice',
      `Contribution type must be one of: ${CONTRIBUTION_TYPES.join(', ')}`,
    )
  }
  const childId = input.childId ?? null
  if (needsChild(contributionType) && childId === null) {
    return refuse('childId', 'missing-field', MESSAGES.contributionChildRequired)
  }
  return { value: { amountSat: amount.value, contributionType, childId } }
}
