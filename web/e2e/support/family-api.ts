import type { APIRequestContext } from 'playwright-core'
import { expect } from 'vitest'

/** A child's answer from GET /api/pending-allocations, as far as the tests read it. */
export interface AllocationRequest {
  id: number
  percentage: number
  status: string
  denialReason: string | null
}

/**
 * Setup through the API, with the bodies the screens send, for tests whose subject is
 * a later step: reaching the starting state costs requests, not screens. Each call
 * checks its status, so a broken setup fails where it happens.
 */
export class FamilyApi {
  constructor(private readonly request: APIRequestContext) {}

  private async send(
    method: 'POST' | 'PATCH' | 'GET',
    path: string,
    status: number,
    data?: object,
  ): Promise<unknown> {
    const answer = await this.request.fetch(path, { method, data })
    expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBe(status)
    return answer.json()
  }

  private async created(path: string, data: object): Promise<number> {
    const { id } = (await this.send('POST', path, 201, data)) as { id: number }
    return id
  }

  addChild(child: {
    name: string
    age: number
    gender?: 'boy' | 'girl'
    weeklyAllowance?: string
    allowanceDay?: number
  }): Promise<number> {
    return this.created('/api/children', child)
  }

  async setSavings(childId: number, newBalance: string) {
    await this.send('POST', `/api/children/${childId}/update-savings`, 200, { newBalance })
  }

  /** Sets a child's spending balance by hand (the manual Update Balance entry). */
  async setSpending(childId: number, newBalance: string) {
    await this.send('POST', `/api/lightning/sync-balance/${childId}`, 200, { newBalance })
  }

  /** Saves the family's Lightning connection (a nostr+walletconnect:// string). */
  async connectLightning(connectionString: string) {
    await this.send('POST', '/api/lightning-config/setup', 200, {
      provider: 'nwc',
      url: connectionString,
    })
  }

  /** Saves an LND node as the family's connection (REST URL, macaroon, its certificate). */
  async connectLnd(node: { url: string; macaroonHex: string; tlsCertPem: string }) {
    await this.send('POST', '/api/lightning-config/setup', 200, {
      provider: 'lnd',
      url: node.url,
      credentials: node.macaroonHex,
      tlsCertificate: node.tlsCertPem,
    })
  }

  /** Sets a child's spending limit: what lands above it moves on to savings. */
  async setSpendingLimit(childId: number, threshold: string) {
    await this.send('PATCH', `/api/children/${childId}/spending-threshold`, 200, { threshold })
  }

  /** Saves the parent's Lightning address (the Lightning Address tab). */
  async saveParentLightningAddress(parentAddress: string) {
    await this.send('POST', '/api/lightning/addresses', 200, { parentAddress })
  }

  async processAllowances() {
    await this.send('POST', '/api/process-allowances', 200)
  }

  async inviteChild(childId: number, email: string) {
    await this.send('POST', `/api/children/${childId}/invite`, 200, { email })
  }

  async inviteSpouse(email: string, netWorthShare: number) {
    await this.send('POST', '/api/family/invite-spouse', 200, { email, netWorthShare })
  }

  createGoal(goal: {
    title: string
    description: string
    targetAmount: string
    category: string
  }): Promise<number> {
    return this.created('/api/family-goals', goal)
  }

  async allocate(
    goalId: number,
    allocation: { percentage: string; childId: number; applyTo: 'entire_savings' },
  ) {
    await this.send('POST', `/api/family-goals/${goalId}/allocations`, 201, allocation)
  }

  async contribute(
    goalId: number,
    contribution: { amount: string; contributionType: string; childId?: number },
  ) {
    await this.send('POST', `/api/family-goals/${goalId}/contributions`, 201, contribution)
  }

  /** A child asks for part of their money to go to a goal. */
  async askForGoal(
    goalId: number,
    ask: {
      childId: number
      percentage: string
      reason: string
      applyTo: 'new_contributions' | 'existing_savings'
    },
  ): Promise<number> {
    const path = `/api/family-goals/${goalId}/child-allocation-request`
    const { request } = (await this.send('POST', path, 201, ask)) as { request: { id: number } }
    return request.id
  }

  async decideGoalRequest(
    requestId: number,
    decision: { approved: boolean; denialReason?: string },
  ) {
    await this.send('POST', `/api/allocations/${requestId}/approve`, 200, decision)
  }

  async allocationRequests(): Promise<AllocationRequest[]> {
    return (await this.send('GET', '/api/pending-allocations', 200)) as AllocationRequest[]
  }

  /** Sets a chore as the Add Chore form sends it. */
  setChore(chore: {
    childId: number
    title: string
    reward: string
    recurrence: 'once' | 'daily' | 'weekly'
    weekday?: number
  }): Promise<number> {
    return this.created('/api/chores', chore)
  }

  async markChoreDone(choreId: number) {
    await this.send('POST', `/api/chores/${choreId}/done`, 200)
  }

  /** The child's ledger rows as its activity lists them, newest first. */
  async childTransactions(childId: number): Promise<Array<{ type: string; amount: string }>> {
    return (await this.send('GET', `/api/children/${childId}/transactions`, 200)) as Array<{
      type: string
      amount: string
    }>
  }
}
