/**
 * The demo's sample family (spec 2, "Demo dashboard" and "Family goals demo page"): one
 * module, so every screen of the demo tells the same story. Amounts are written once, in
 * satoshis, and everything else is derived from them: a child's balances are the sums of
 * their ledger rows, the family's wallets are the sums of the children's balances, and a
 * goal's progress follows the server's own rule. The shapes are the API's, so the
 * signed-in dashboards' components draw them unchanged.
 */

import { DEFAULT_SPENDING_THRESHOLD_SAT } from '@api/contracts/child-form'
import { goalProgress, isComplete } from '@api/contracts/goal-progress'
import type { LedgerType } from '@api/contracts/transaction-types'
import type { ChildDto, Gender } from '@api/features/children/children.schemas'
import type { GoalDto, PendingAllocationDto } from '@api/features/goals/goals.schemas'
import type { TransactionDto } from '@api/features/ledger/ledger.schemas'
import type { WithdrawalDto } from '@api/features/requests/requests.schemas'
import { satsToBtc, totalToBtc } from '@api/lib/money'
import type { DemoFamilyKey, DemoFamilyText } from './texts'

/** Spec 2, section 9: the demo's Lightning balance. */
export const DEMO_LIGHTNING_BALANCE_SAT = 50_000
const DAY_MS = 24 * 60 * 60 * 1000

interface SampleRow {
  account: 'savings' | 'spending'
  type: LedgerType
  /** Signed: negative leaves the account. */
  amountSat: number
  description: DemoFamilyKey
  daysAgo: number
}

interface SampleChild {
  name: string
  age: number
  gender: Gender
  weeklyAllowanceSat: number
  /** Days after today's weekday: 0 makes the demo show 'Available today!'. */
  allowanceInDays: number
  ledger: SampleRow[]
}

/** Moving spending money to savings books one row on each side. */
const movedToSavings = (amountSat: number, daysAgo: number): SampleRow[] => [
  {
    account: 'spending',
    type: 'savings',
    amountSat: -amountSat,
    description: 'movedToSavings',
    daysAgo,
  },
  { account: 'savings', type: 'savings', amountSat, description: 'movedFromSpending', daysAgo },
]

const SAMPLE_CHILDREN: SampleChild[] = [
  {
    name: 'Mia',
    age: 9,
    gender: 'girl',
    weeklyAllowanceSat: 25_000,
    allowanceInDays: 0,
    ledger: [
      {
        account: 'savings',
        type: 'savings_deposit',
        amountSat: 150_000,
        description: 'birthdayGift',
        daysAgo: 30,
      },
      {
        account: 'spending',
        type: 'allowance',
        amountSat: 25_000,
        description: 'weeklyAllowance',
        daysAgo: 14,
      },
      {
        account: 'spending',
        type: 'allowance',
        amountSat: 25_000,
        description: 'weeklyAllowance',
        daysAgo: 7,
      },
      {
        account: 'spending',
        type: 'spending',
        amountSat: -12_000,
        description: 'bookFair',
        daysAgo: 5,
      },
      ...movedToSavings(20_000, 3),
    ],
  },
  {
    name: 'Leo',
    age: 12,
    gender: 'boy',
    weeklyAllowanceSat: 40_000,
    allowanceInDays: 3,
    ledger: [
      {
        account: 'savings',
        type: 'savings_deposit',
        amountSat: 300_000,
        description: 'summerJobs',
        daysAgo: 40,
      },
      {
        account: 'spending',
        type: 'allowance',
        amountSat: 40_000,
        description: 'weeklyAllowance',
        daysAgo: 10,
      },
      {
        account: 'savings',
        type: 'savings_withdrawal',
        amountSat: -50_000,
        description: 'newHeadphones',
        daysAgo: 8,
      },
      {
        account: 'spending',
        type: 'chore_payment',
        amountSat: 15_000,
        description: 'mowedLawn',
        daysAgo: 6,
      },
      {
        account: 'spending',
        type: 'spending',
        amountSat: -30_000,
        description: 'videoGame',
        daysAgo: 2,
      },
    ],
  },
  {
    name: 'Ava',
    age: 6,
    gender: 'girl',
    weeklyAllowanceSat: 10_000,
    allowanceInDays: 5,
    ledger: [
      {
        account: 'savings',
        type: 'savings_deposit',
        amountSat: 80_000,
        description: 'piggyBank',
        daysAgo: 20,
      },
      {
        account: 'spending',
        type: 'allowance',
        amountSat: 10_000,
        description: 'weeklyAllowance',
        daysAgo: 12,
      },
      {
        account: 'spending',
        type: 'allowance',
        amountSat: 10_000,
        description: 'weeklyAllowance',
        daysAgo: 5,
      },
      {
        account: 'spending',
        type: 'spending',
        amountSat: -13_000,
        description: 'iceCream',
        daysAgo: 1,
      },
    ],
  },
]

interface SampleGoal {
  title: DemoFamilyKey
  description: DemoFamilyKey
  category: GoalDto['category']
  targetSat: number
  currentSat: number
  targetInDays: number | null
  /** Approved shares: child index (null for the parent) and percent of new contributions. */
  shares: Array<{ child: number | null; percentage: number }>
}

const SAMPLE_GOALS: SampleGoal[] = [
  {
    title: 'tripTitle',
    description: 'tripDescription',
    category: 'vacation',
    targetSat: 1_000_000,
    currentSat: 420_000,
    targetInDays: 200,
    shares: [
      { child: null, percentage: 20 },
      { child: 0, percentage: 10 },
    ],
  },
  {
    title: 'bikeTitle',
    description: 'bikeDescription',
    category: 'bike',
    targetSat: 300_000,
    currentSat: 300_000,
    targetInDays: null,
    shares: [{ child: 1, percentage: 25 }],
  },
  {
    title: 'telescopeTitle',
    description: 'telescopeDescription',
    category: 'electronics',
    targetSat: 250_000,
    currentSat: 95_000,
    targetInDays: 120,
    shares: [{ child: 2, percentage: 5 }],
  },
  {
    title: 'codingTitle',
    description: 'codingDescription',
    category: 'education',
    targetSat: 200_000,
    currentSat: 30_000,
    targetInDays: 90,
    shares: [],
  },
  {
    title: 'soccerTitle',
    description: 'soccerDescription',
    category: 'sports',
    targetSat: 120_000,
    currentSat: 60_000,
    targetInDays: 45,
    shares: [{ child: 1, percentage: 10 }],
  },
]

export interface DemoFamily {
  parentName: string
  children: ChildDto[]
  /** Newest first, every child's rows. */
  transactions: TransactionDto[]
  goals: GoalDto[]
  withdrawalRequests: WithdrawalDto[]
  allocationRequests: PendingAllocationDto[]
  /** The on-chain wallet: the children's savings together, in sats. */
  bitcoinBalanceSat: number
  /** The Lightning wallet: the children's spending money together, in sats. */
  lightningBalanceSat: number
  /** On-chain plus Lightning, in sats. */
  totalBalanceSat: number
  /** Today's weekday on the demo's calendar, 0 = Sunday. */
  todayWeekday: number
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0)

/**
 * The sample family as seen on `now`'s date: dates and allowance days follow today, and its
 * words are `say`'s, the language shown.
 */
export function createDemoFamily(now: Date, say: DemoFamilyText): DemoFamily {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString()
  const day = (daysAhead: number) => at(-daysAhead).slice(0, 10)
  const todayWeekday = now.getDay()
  const childId = (index: number) => index + 1

  let nextRowId = 1
  const transactions = SAMPLE_CHILDREN.flatMap((child, index) =>
    child.ledger.map(
      (row): TransactionDto => ({
        id: nextRowId++,
        childId: childId(index),
        childName: child.name,
        account: row.account,
        type: row.type,
        amount: satsToBtc(row.amountSat),
        description: say(row.description),
        createdAt: at(row.daysAgo),
        // The sample money was recorded as it moved (nothing imported).
        recordedAt: at(row.daysAgo),
      }),
    ),
  ).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)

  const balanceSat = (child: SampleChild, account: SampleRow['account']) =>
    sum(child.ledger.filter((row) => row.account === account).map((row) => row.amountSat))

  const children = SAMPLE_CHILDREN.map((child, index): ChildDto => {
    const spendingSat = balanceSat(child, 'spending')
    return {
      id: childId(index),
      parentId: 1,
      name: child.name,
      age: child.age,
      gender: child.gender,
      weeklyAllowance: satsToBtc(child.weeklyAllowanceSat),
      allowanceDay: (todayWeekday + child.allowanceInDays) % 7,
      savingsBalance: satsToBtc(balanceSat(child, 'savings')),
      spendingBalance: satsToBtc(spendingSat),
      spendingThreshold: satsToBtc(DEFAULT_SPENDING_THRESHOLD_SAT),
      isAboveSpendingThreshold: spendingSat > DEFAULT_SPENDING_THRESHOLD_SAT,
      email: null,
      userId: null,
      addressLabel: null,
      createdAt: at(60),
      updatedAt: at(1),
    }
  })
  const nameOf = (index: number) => SAMPLE_CHILDREN[index]?.name ?? null

  let nextAllocationId = 1
  const goals = SAMPLE_GOALS.map(
    (goal, index): GoalDto => ({
      id: index + 1,
      createdBy: 1,
      creatorType: 'parent',
      title: say(goal.title),
      description: say(goal.description),
      targetAmount: satsToBtc(goal.targetSat),
      currentAmount: satsToBtc(goal.currentSat),
      targetDate: goal.targetInDays === null ? null : day(goal.targetInDays),
      category: goal.category,
      imageUrl: null,
      progress: goalProgress(goal),
      isComplete: isComplete(goal),
      allocations: goal.shares.map((share) => ({
        id: nextAllocationId++,
        goalId: index + 1,
        userId: share.child === null ? 1 : null,
        userType: share.child === null ? 'parent' : 'child',
        childId: share.child === null ? null : childId(share.child),
        childName: share.child === null ? null : nameOf(share.child),
        percentage: share.percentage,
        allocationType: 'new_contributions',
        approved: true,
        createdAt: at(15),
      })),
      createdAt: at(45 - index),
      updatedAt: at(2),
    }),
  )

  const withdrawalRequests: WithdrawalDto[] = (
    [
      { child: 1, amountSat: 20_000, reason: 'birthdayPresent', daysAgo: 1 },
      { child: 0, amountSat: 10_000, reason: 'paints', daysAgo: 0 },
    ] as const
  ).map((request, index) => ({
    id: index + 1,
    childId: childId(request.child),
    childName: nameOf(request.child) ?? '',
    amount: satsToBtc(request.amountSat),
    reason: say(request.reason),
    status: 'pending',
    decidedAt: null,
    createdAt: at(request.daysAgo),
  }))

  const allocationRequests: PendingAllocationDto[] = (
    [
      {
        child: 2,
        goal: 2,
        percentage: 15,
        applyTo: 'new_contributions',
        note: 'saturnNote',
      },
      {
        child: 1,
        goal: 3,
        percentage: 25,
        applyTo: 'entire_savings',
        note: 'gameNote',
      },
    ] as const
  ).map((request, index) => {
    const goal = SAMPLE_GOALS[request.goal]
    const title = goal ? say(goal.title) : ''
    return {
      id: index + 1,
      goalId: request.goal + 1,
      childId: childId(request.child),
      childName: nameOf(request.child),
      goalTitle: title,
      goalName: title,
      percentage: request.percentage,
      applyTo: request.applyTo,
      requestNote: say(request.note),
      denialReason: null,
      status: 'pending',
      createdAt: at(index + 1),
    }
  })

  const bitcoinBalanceSat = sum(SAMPLE_CHILDREN.map((child) => balanceSat(child, 'savings')))
  const lightningBalanceSat = sum(SAMPLE_CHILDREN.map((child) => balanceSat(child, 'spending')))
  return {
    parentName: 'Sam',
    children,
    transactions,
    goals,
    withdrawalRequests,
    allocationRequests,
    bitcoinBalanceSat,
    lightningBalanceSat,
    totalBalanceSat: bitcoinBalanceSat + lightningBalanceSat,
    todayWeekday,
  }
}

/**
 * The demo's count (spec 2, section 9): (allowanceDay - today) mod 7, where 0 means the
 * allowance is available today; the signed-in dashboard shows 7 instead.
 */
export function daysUntilDemoAllowance(allowanceDay: number, todayWeekday: number): number {
  return (allowanceDay - todayWeekday + 7) % 7
}

/** BTC string of a sum of sats, for the cards that take the API's BTC strings. */
export const demoBtc = (amountSat: number) => totalToBtc(amountSat)
