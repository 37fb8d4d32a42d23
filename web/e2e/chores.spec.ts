import { describe, expect, it } from 'vitest'
import { ChildDashboard } from './pages/child-dashboard.js'
import { ChoreDialog, ChoresCard, MyChoresCard } from './pages/chores-cards.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { scanDialogsOpenedBy, seriousViolations } from './support/axe.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, signInMia } from './support/goal-fixtures.js'

// Its own file and server: every test signs two people in, and the sign-in routes allow
// 20 a minute from one address.
const app = setUpFamilyApp()

async function miaSignedIn() {
  const { parent, miaId } = await familyWithMia(app)
  return { parent, miaId, mia: await signInMia(app, parent, miaId) }
}

describe('chores', () => {
  it('a parent sets one, the child marks it done, the parent approves: the reward is paid once', async () => {
    const { parent, miaId, mia } = await miaSignedIn()

    const parentView = new ParentDashboard(parent.page)
    await parentView.goto()
    const chores = new ChoresCard(parent.page)
    const add = await chores.addChore()
    await add.submit.click()
    await toast(parent.page, 'Please say what the chore is').waitFor()
    await add.title.fill('Feed the cat')
    await add.reward.fill('0.02')
    await add.submit.click()
    await add.root
      .getByText(/at most 0\.01000000 BTC/)
      .first()
      .waitFor()
    await add.reward.fill('0.0001')
    // Every amount shows in sats too.
    await add.root.getByText('10,000 sats. Up to 0.01 BTC.').waitFor()
    await add.howOften.selectOption('daily')
    await add.submit.click()
    await toast(parent.page, 'Your child can mark it done on their dashboard').waitFor()
    await chores.chore('Feed the cat').getByText('Every day').waitFor()

    const miaView = new ChildDashboard(mia.page)
    await miaView.goto('Mia')
    const myChores = new MyChoresCard(mia.page)
    await myChores.chore('Feed the cat').getByText('10,000 sats').waitFor()
    await myChores.done('Feed the cat').click()
    await toast(mia.page, 'Your parent will check it and pay the reward').waitFor()
    await myChores.chore('Feed the cat').getByText('Waiting for approval').waitFor()
    await miaView.spendingMoney.getByText('0.00000000 BTC').waitFor()

    await parentView.goto()
    await chores.waiting.getByText('Feed the cat').waitFor()
    await chores.approve('Mia', 'Feed the cat').click()
    await toast(parent.page, "0.00010000 BTC went to Mia's spending").waitFor()
    await chores.waiting.waitFor({ state: 'detached' })
    // A daily chore comes round again tomorrow.
    await chores
      .chore('Feed the cat')
      .getByText(/Next from/)
      .waitFor()

    await miaView.goto('Mia')
    await miaView.spendingMoney.getByText('0.00010000 BTC').waitFor()
    const paid = miaView.activity.getByRole('listitem').filter({ hasText: 'Chore: Feed the cat' })
    await paid.getByText(/Chore Payment/).waitFor()
    expect(await myChores.done('Feed the cat').count()).toBe(0)

    // Paid once: the ledger holds one chore payment, however the screens were used.
    const rows = await parent.api.childTransactions(miaId)
    expect(rows.filter((row) => row.type === 'chore_payment')).toEqual([
      expect.objectContaining({ amount: '0.00010000' }),
    ])
  })

  it('a rejected chore goes back to the child with the reason', async () => {
    const { parent, miaId, mia } = await miaSignedIn()
    const choreId = await parent.api.setChore({
      childId: miaId,
      title: 'Tidy your room',
      reward: '0.00005',
      recurrence: 'once',
    })
    await mia.api.markChoreDone(choreId)

    const parentView = new ParentDashboard(parent.page)
    await parentView.goto()
    const chores = new ChoresCard(parent.page)
    await chores.reject('Mia', 'Tidy your room').click()
    await chores.sendBack('Mia', 'Tidy your room').click()
    await chores.waiting
      .getByRole('alert')
      .getByText(/Please tell your child why/)
      .waitFor()
    await chores.reason.fill('The toys are still on the floor')
    await chores.sendBack('Mia', 'Tidy your room').click()
    await toast(parent.page, 'Mia will see your reason.').waitFor()
    await chores.chore('Tidy your room').getByText('The toys are still on the floor').waitFor()

    const miaView = new ChildDashboard(mia.page)
    await miaView.goto('Mia')
    const myChores = new MyChoresCard(mia.page)
    await myChores.chore('Tidy your room').getByText('The toys are still on the floor').waitFor()
    await myChores.done('Tidy your room').click()
    await myChores.chore('Tidy your room').getByText('Waiting for approval').waitFor()
    await miaView.spendingMoney.getByText('0.00000000 BTC').waitFor()
  })

  it('a parent edits a chore to pay into savings without approval, then deletes it', async () => {
    const { parent, miaId, mia } = await miaSignedIn()
    await parent.api.setChore({
      childId: miaId,
      title: 'Water the plants',
      reward: '0.0001',
      recurrence: 'once',
    })
    const parentView = new ParentDashboard(parent.page)
    await parentView.goto()
    const chores = new ChoresCard(parent.page)
    await chores.chore('Water the plants').getByRole('button', { name: 'Edit' }).click()
    const edit = new ChoreDialog(parent.page, 'Edit Water the plants')
    await edit.howOften.selectOption('weekly')
    await edit.day.selectOption('Saturday')
    await edit.destination.selectOption('savings')
    await edit.autoApprove.check()
    await edit.submit.click()
    await toast(parent.page, 'Water the plants was updated').waitFor()
    await chores
      .chore('Water the plants')
      .getByText(/Every Saturday/)
      .waitFor()

    const miaView = new ChildDashboard(mia.page)
    await miaView.goto('Mia')
    await new MyChoresCard(mia.page).done('Water the plants').click()
    await toast(mia.page, '0.00010000 BTC was added to your savings').waitFor()
    // Savings were 0.01 BTC.
    await miaView.mySavings.getByText('0.01010000 BTC').waitFor()

    await parentView.goto()
    await chores.chore('Water the plants').getByRole('button', { name: 'Delete' }).click()
    await chores.root.getByRole('button', { name: 'Delete Chore' }).click()
    await toast(parent.page, 'Water the plants was removed').waitFor()
    await chores.root.getByText('No chores yet.', { exact: false }).waitFor()
  })

  it('axe-core finds nothing serious on either side, nor in the chore dialogs', async () => {
    const { parent, miaId, mia } = await miaSignedIn()
    const waiting = await parent.api.setChore({
      childId: miaId,
      title: 'Feed the cat',
      reward: '0.0001',
      recurrence: 'daily',
    })
    await parent.api.setChore({
      childId: miaId,
      title: 'Mow the lawn',
      reward: '0.0002',
      recurrence: 'weekly',
      weekday: 6,
    })
    await mia.api.markChoreDone(waiting)

    const parentView = new ParentDashboard(parent.page)
    await parentView.goto()
    const chores = new ChoresCard(parent.page)
    await chores.waiting.getByText('Feed the cat').waitFor()
    expect(await seriousViolations(parent.page)).toEqual([])
    const dialogs = await scanDialogsOpenedBy(
      parent.page,
      chores.root.getByRole('button', { name: /^(Add Chore|Edit)$/ }),
    )
    expect(Object.keys(dialogs)).toEqual(['Add Chore', 'Edit'])
    for (const [name, violations] of Object.entries(dialogs)) expect(violations, name).toEqual([])

    const miaView = new ChildDashboard(mia.page)
    await miaView.goto('Mia')
    await new MyChoresCard(mia.page).done('Mow the lawn').waitFor()
    expect(await seriousViolations(mia.page)).toEqual([])
  })
})
