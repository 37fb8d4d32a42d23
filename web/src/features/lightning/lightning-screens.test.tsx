import type { BalanceReply, SyncPreferencesReply } from '@api/features/lightning/lightning.schemas'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { describe } from 'vitest'
import { speaksEveryLanguage } from '../../lib/screens-in-every-language.testing'
import { LIGHTNING_BALANCE_KEY, SYNC_PREFERENCES_KEY } from './api'
import { LightningCard } from './components/lightning-card'
import { SyncPreferencesTab } from './components/sync-preferences-form'

const balance: BalanceReply = {
  connected: false,
  configured: false,
  provider: null,
  channelBalance: 0,
  confirmedBalance: 0,
  totalBalance: 0,
  balance: 0,
}
const preferences: SyncPreferencesReply = {
  syncFrequency: 'weekly',
  emailReminders: false,
  spendingAlerts: true,
}

/** The dashboard's Lightning card and the Balance Sync tab, with their reads answered. */
function screens(): string {
  return renderToStaticMarkup(
    <SWRConfig
      value={{
        fallback: { [LIGHTNING_BALANCE_KEY]: balance, [SYNC_PREFERENCES_KEY]: preferences },
      }}
    >
      <MemoryRouter>
        <LightningCard />
        <SyncPreferencesTab />
      </MemoryRouter>
    </SWRConfig>,
  ).replaceAll('&#x27;', "'")
}

/** English the screens show, which must not be left in another language (German says Offline too). */
const ENGLISH = [
  'No Lightning wallet is connected',
  'Connect Lightning Wallet',
  "The app keeps the family's accounts",
  'Sync reminder',
  'Every 3 days',
  'Weekly',
  'E-mail me',
  'Spending alert',
  'Save Preferences',
  'Balance sync',
]

describe('the Lightning screens', () => {
  speaksEveryLanguage(screens, ENGLISH, {
    de: ['Lightning-Wallet verbinden', 'Alle 3 Tage', 'Einstellungen speichern'],
    es: ['Sin conexión', 'Conectar billetera Lightning', 'Cada 3 días', 'Guardar preferencias'],
  })
})
