import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage, textsNow } from '../../lib/i18n'
import {
  allocationShare,
  categoryLabel,
  formatProgress,
  historyLabel,
  keepAmountInput,
  statusLabel,
} from './goal-rules'
import { goalsTexts } from './texts'

describe('keepAmountInput', () => {
  it('keeps only digits and the first decimal point, with at most 8 decimals', () => {
    expect(keepAmountInput('0.001')).toBe('0.001')
    expect(keepAmountInput('1a2,3')).toBe('123')
    expect(keepAmountInput('-1e5')).toBe('15')
    expect(keepAmountInput('1.2.3')).toBe('1.23')
    expect(keepAmountInput('0.123456789')).toBe('0.12345678')
    expect(keepAmountInput('.5')).toBe('.5')
    expect(keepAmountInput('')).toBe('')
  })
})

describe('display', () => {
  it('shows progress with one decimal', () => {
    expect(formatProgress(20)).toBe('20.0%')
    expect(formatProgress(33.3)).toBe('33.3%')
  })
})

describe('labels in the language shown', () => {
  afterEach(async () => {
    await showLanguage('en')
  })

  it('names categories, history rows and shares in English as the spec words them', () => {
    const t = textsNow(goalsTexts)
    expect(categoryLabel(t, 'electronics')).toBe('Electronics')
    expect(historyLabel(t, 'gift')).toBe('Gift Money')
    expect(historyLabel(t, 'goal_refund')).toBe('Returned to Savings')
    expect(allocationShare(t, 'Mia', 12.5, 'new_contributions')).toBe(
      'Mia: 12.5% of new contributions',
    )
    expect(allocationShare(t, 'Parent', 10, 'entire_savings')).toBe('Parent: 10% of entire savings')
    expect(statusLabel(t, 'ended')).toBe('ended')
  })

  it('names them in German and Spanish once the language changes', async () => {
    await showLanguage('de')
    const de = textsNow(goalsTexts)
    expect(categoryLabel(de, 'bike')).toBe('Fahrrad')
    expect(historyLabel(de, 'allowance')).toBe('Aus dem Taschengeld')
    expect(allocationShare(de, 'Mia', 10, 'entire_savings')).toBe(
      'Mia: 10 % der gesamten Ersparnisse',
    )
    await showLanguage('es')
    const es = textsNow(goalsTexts)
    expect(categoryLabel(es, 'bike')).toBe('Bicicleta')
    expect(statusLabel(es, 'denied')).toBe('rechazada')
  })

  it('shows a category or ledger type it does not know as it is', () => {
    const t = textsNow(goalsTexts)
    expect(categoryLabel(t, 'boat')).toBe('boat')
    expect(historyLabel(t, 'goal_mystery')).toBe('goal_mystery')
  })
})
