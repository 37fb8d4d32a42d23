import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import { CopyButton } from '../../../components/copy-button'
import { QrCode } from '../../../components/qr-code'
import { errorMessage } from '../../../lib/api-client'
import { useSavingsDestination } from '../api'

export type SavingsDestinationProps = {
  childId: number
  /** The step that asks to send: QR code and copy. The form before it names the address only. */
  isSendStep?: boolean
}

/**
 * Where a child's Move to Savings money goes: the parent's Lightning address as a QR code
 * to scan with the child's wallet and as text to copy, or, while none is saved, who can
 * save one. Without it "send it to your parent's Lightning address" leads nowhere.
 */
export function SavingsDestination({ childId, isSendStep = false }: SavingsDestinationProps) {
  const { data, error, isLoading } = useSavingsDestination(childId)
  if (isLoading) return <p aria-busy="true">Loading your parent's Lightning address...</p>
  if (error !== undefined) {
    return (
      <p role="alert">
        {errorMessage(error, "Your parent's Lightning address could not be loaded.")}
      </p>
    )
  }
  if (!data) return null
  const address = data.parentAddress
  if (address === null) return <p className="notice">{LIGHTNING_MESSAGES.noParentAddress}</p>
  const named = (
    <p>
      Your parent's Lightning address: <code className="wrap-anywhere">{address}</code>
    </p>
  )
  if (!isSendStep) return named
  return (
    <section aria-label="Your parent's Lightning address">
      <QrCode value={`lightning:${address}`} label={`Lightning address ${address}`} />
      {named}
      <CopyButton text={address} what="address" />
    </section>
  )
}
