import type { WithdrawalDto } from '@api/features/requests/requests.schemas'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { speaksEveryLanguage } from '../../lib/screens-in-every-language.testing'
import { PendingApprovalsPanelView } from './components/pending-approvals-panel'
import { SendToParentAddress } from './components/savings-destination'

const withdrawal: WithdrawalDto = {
  id: 1,
  childId: 2,
  childName: 'Mia',
  amount: '0.00100000',
  reason: 'Fahrrad',
  status: 'pending',
  decidedAt: null,
  createdAt: '2026-11-02T10:00:00Z',
}

/** The panels as markup, with React's escaped apostrophes read back. */
function screens(): string {
  return renderToStaticMarkup(
    <>
      <PendingApprovalsPanelView requests={[withdrawal]} />
      <SendToParentAddress address="papa@wallet.example" />
    </>,
  ).replaceAll('&#x27;', "'")
}

/** English the screens show, which must not be left in another language. */
const ENGLISH = [
  'Pending Approvals',
  'waiting for your answer',
  'asks for',
  'Approve',
  'Deny',
  "Mia's request for 0.00100000 BTC",
  "Your parent's Lightning address",
  'Lightning address papa',
]

describe('the request screens', () => {
  speaksEveryLanguage(screens, ENGLISH, {
    de: ['Offene Zustimmungen', 'Annehmen: Anfrage von Mia über 0.00100000 BTC'],
    es: ['Aprobaciones pendientes', 'Aprobar la solicitud de Mia de 0.00100000 BTC'],
  })

  it('write the whole sentences in English', () => {
    const markup = screens()
    expect(markup).toContain('aria-label="Approve Mia\'s request for 0.00100000 BTC"')
  })
})
