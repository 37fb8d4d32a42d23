import { writeLedgerDescription } from '@api/contracts/ledger-descriptions'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from './i18n'
import { ledgerDescriptionText } from './ledger-descriptions'

afterEach(() => showLanguage('en'))

const interest = writeLedgerDescription('interest', {
  month: 'November 2026',
  rate: '2.5',
  amount: '0.00150000',
})
const uncovered =
  writeLedgerDescription('lightningPayment', { description: 'Stickers' }) +
  writeLedgerDescription('notCovered', { amountWithSats: '0.00002100 BTC (2,100 sats)' })

describe('ledger descriptions in the language shown', () => {
  it('are the stored text itself in English', () => {
    for (const text of [interest, uncovered, 'Chore: Feed the cat', 'Birthday money']) {
      expect(ledgerDescriptionText(text)).toBe(text)
    }
  })

  it('are German, the month, rate and amounts written as German writes them', async () => {
    await showLanguage('de')
    expect(ledgerDescriptionText('Weekly allowance')).toBe('Wöchentliches Taschengeld')
    expect(ledgerDescriptionText('Gift Money')).toBe('Geldgeschenk')
    expect(ledgerDescriptionText('Chore: Feed the cat')).toBe('Aufgabe: Feed the cat')
    expect(ledgerDescriptionText('Savings balance set to 0.01000000 BTC')).toBe(
      'Ersparnisse auf 0,01000000 BTC gesetzt',
    )
    expect(ledgerDescriptionText(interest)).toBe(
      'Zinsen für November 2026: 2,5 % im Jahr auf den niedrigsten Sparstand, 0,00150000 BTC',
    )
    expect(ledgerDescriptionText(uncovered)).toBe(
      'Lightning-Zahlung: Stickers; 0,00002100 BTC (2.100 sats) nicht vom Ausgabegeld gedeckt',
    )
    expect(ledgerDescriptionText('Phoenix payment')).toBe('Zahlung mit Phoenix')
    expect(ledgerDescriptionText('Breez payment (8/6/2026 9:15 AM)')).toBe(
      'Zahlung mit Breez (8/6/2026 9:15 AM)',
    )
  })

  it('are Spanish, the month, rate and amounts written as Spanish writes them', async () => {
    await showLanguage('es')
    expect(ledgerDescriptionText('Weekly allowance')).toBe('Asignación semanal')
    expect(
      ledgerDescriptionText("Lego deleted: given in Emma's name, returned to the givers"),
    ).toBe('Se eliminó Lego: dado en nombre de Emma, se devolvió a quienes lo dieron')
    expect(ledgerDescriptionText(interest)).toBe(
      'Intereses de noviembre de 2026: 2,5 % al año sobre los ahorros más bajos, 0,00150000 BTC',
    )
    expect(ledgerDescriptionText('12.5% of savings to Bici')).toBe(
      '12,5 % de los ahorros para Bici',
    )
    expect(ledgerDescriptionText('Alby Hub payment')).toBe('Pago con Alby Hub')
    expect(ledgerDescriptionText('Breez payment (8/6/2026 9:15 AM)')).toBe(
      'Pago con Breez (8/6/2026 9:15 AM)',
    )
  })

  it("leave a member's own text as typed, in every language", async () => {
    for (const language of ['de', 'es'] as const) {
      await showLanguage(language)
      expect(ledgerDescriptionText('Birthday money from Grandma')).toBe(
        'Birthday money from Grandma',
      )
      expect(ledgerDescriptionText('Rent payment')).toBe('Rent payment')
    }
  })

  it('leave a month they cannot read as stored', async () => {
    await showLanguage('de')
    expect(ledgerDescriptionText(interest.replace('November', 'Brumaire'))).toBe(
      'Zinsen für Brumaire 2026: 2,5 % im Jahr auf den niedrigsten Sparstand, 0,00150000 BTC',
    )
  })
})
