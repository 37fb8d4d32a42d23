import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '../../../lib/i18n'
import { LiquidityAlert } from './components/liquidity-alert'
import { AllowanceCountdownCard } from './components/weekly-allowance-card'

/** The text a screen reader and a reader see, without the markup. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'")

const overview = {
  isLiquidityLow: true,
  spendingTotal: '0.00100000',
  largestSpendingThreshold: '0.00100000',
}
const child = { weeklyAllowance: '0.00010000', allowanceDay: 1 }

describe('the dashboard cards in the language shown', () => {
  afterEach(() => showLanguage('en'))

  it('put the amounts inside the sentence where each language has them', async () => {
    const alert = () => textOf(renderToStaticMarkup(<LiquidityAlert overview={overview} />))
    expect(alert()).toBe(
      "Lightning Liquidity AlertThe children's spending balances total 0.00100000 BTC (100,000 sats), above 80% of the largest spending limit (0.00100000 BTC (100,000 sats)). Make sure your Lightning wallet holds enough to cover their spending.",
    )
    await showLanguage('de')
    expect(alert()).toContain(
      'Das Ausgabegeld der Kinder beträgt zusammen 0,00100000 BTC (100.000 sats) und liegt damit über 80 %',
    )
  })

  it('count the days to the allowance in the plural each language uses', async () => {
    const countdown = (days: number) =>
      textOf(renderToStaticMarkup(<AllowanceCountdownCard child={child} days={days} />))
    expect(countdown(1)).toContain('Next allowance in 1 day, every')
    expect(countdown(3)).toContain('Next allowance in 3 days, every')
    await showLanguage('es')
    expect(countdown(1)).toContain('Próxima paga en 1 día, cada')
    expect(countdown(3)).toContain('Próxima paga en 3 días, cada')
    expect(countdown(0)).toContain('¡Disponible hoy! Cada')
  })
})
