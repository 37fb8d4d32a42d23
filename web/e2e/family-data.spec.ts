import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { LandingPage } from './pages/landing-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'

const app = setUpFamilyApp()

describe("the family's data on the server", () => {
  it('downloads the whole family as one JSON file', async () => {
    const { page, api } = await app.signUpParent()
    await api.addChild({ name: 'Ada', age: 9, weeklyAllowance: '0.00010000' })
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Family')
    const panel = page.getByRole('article', { name: "Your Family's Data" })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download Family Data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^family-export-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'))
    expect(exported.children).toEqual([
      expect.objectContaining({ name: 'Ada', weeklyAllowanceBtc: '0.00010000' }),
    ])
  })

  it('deletes the family after the typed confirmation and signs the parent out', async () => {
    const { page, api } = await app.signUpParent()
    await api.addChild({ name: 'Ben', age: 7 })
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Family')
    const panel = page.getByRole('article', { name: "Your Family's Data" })
    await panel.getByRole('button', { name: 'Delete Family From Server' }).click()
    const typed = panel.getByRole('textbox', { name: 'Type DELETE to confirm' })
    await typed.fill('delete')
    await panel.getByRole('button', { name: 'Delete Everything' }).click()
    await toast(page, "Type DELETE to delete your family's data").waitFor()

    await typed.fill('DELETE')
    await panel.getByRole('button', { name: 'Delete Everything' }).click()
    await page.waitForURL(`${app.server.url}/`)
    await new LandingPage(page).getStarted.waitFor()
    expect((await page.request.get('/api/auth/user')).status()).toBe(401)
  })
})
