import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import { CopyButton } from '../../../components/copy-button'
import { QrCode } from '../../../components/qr-code'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useSavingsDestination } from '../api'
import { requestsTexts } from '../texts'

/**
 * Where a child's Move to Savings money goes, named in the form before it is sent: the
 * parent's Lightning address, or, while none is saved, who can save one. Without it
 * "send it to your parent's Lightning address" leads nowhere.
 */
export function SavingsDestination({ childId }: { childId: number }) {
  const t = useTexts(requestsTexts)
  const { data, error, isLoading } = useSavingsDestination(childId)
  if (isLoading) return <p aria-busy="true">{t('loadingParentAddress')}</p>
  if (error !== undefined) {
    return <p role="alert">{errorMessage(error, t('parentAddressLoadFailed'))}</p>
  }
  if (!data) return null
  return data.parentAddress === null ? <NoParentAddress /> : <Named address={data.parentAddress} />
}

/**
 * The step after a Move to Savings started: the address its answer named, as a QR code
 * to scan with the child's wallet and as text to copy.
 */
export function SendToParentAddress({ address }: { address: string | null }) {
  const t = useTexts(requestsTexts)
  if (address === null) return <NoParentAddress />
  return (
    <section aria-label={t('parentAddress')}>
      <QrCode value={`lightning:${address}`} label={t('lightningAddressQr', { address })} />
      <Named address={address} />
      <CopyButton text={address} what={t('address')} />
    </section>
  )
}

function Named({ address }: { address: string }) {
  const t = useTexts(requestsTexts)
  return (
    <p>
      {t('parentAddressIs')} <code className="wrap-anywhere">{address}</code>
    </p>
  )
}

function NoParentAddress() {
  return <p className="notice">{LIGHTNING_MESSAGES.noParentAddress}</p>
}
