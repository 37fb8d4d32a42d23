import { MESSAGES } from '@api/contracts/messages'
import type {
  ConfigureWalletBody,
  ConfigureWalletReply,
  WalletPreviewReply,
  WalletSettingsDto,
} from '@api/features/wallet/wallet.schemas'
import { type FormEvent, useState } from 'react'
import { FormField } from '../../../components/form-field'
import { useTexts } from '../../../lib/i18n'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useFormProblem } from '../../../lib/use-form-problem'
import { configureWallet, previewWallet } from '../api'
import { walletTexts } from '../texts'
import { ADDRESS_TYPE_LABELS, type AddressType } from '../wallet-words'
import { WalletPreview } from './wallet-preview'

export type WalletConfigFormProps = {
  /** The saved configuration when editing: blank fields keep it. */
  saved: WalletSettingsDto | null
  /**
   * Onboarding's words for an empty form: spec 2's "Xpub Required". Both places take a
   * key, an address or both (spec 1: an address or an extended public key).
   */
  isOnboarding?: boolean
  isDisabled?: boolean
  onSaved?: (reply: ConfigureWalletReply) => void
  /** Save with every field left empty while editing: the saved wallet is kept as it is. */
  onKept?: () => void
}

/**
 * The wallet form of the Bitcoin wallet card and of onboarding: a key (or descriptor) and
 * an optional plain address. Before saving, the server shows what they watch (the first
 * receive address to compare with the family's wallet app), and asks for the address type
 * only when the key does not say it.
 */
export function WalletConfigForm({
  saved,
  isOnboarding = false,
  isDisabled = false,
  onSaved,
  onKept,
}: WalletConfigFormProps) {
  const t = useTexts(walletTexts)
  const configureFailed = { title: t('configErrorTitle'), description: t('configFailed') }
  const revalidateAfter = useRevalidateAfter()
  const problem = useFormProblem<'walletXpub' | 'walletAddress'>()
  const [xpub, setXpub] = useState('')
  const [address, setAddress] = useState('')
  const [addressType, setAddressType] = useState<AddressType | undefined>(undefined)
  const [removeAddress, setRemoveAddress] = useState(false)
  const [preview, setPreview] = useState<{ for: string; reply: WalletPreviewReply } | null>(null)

  const body = (type = addressType): ConfigureWalletBody => ({
    ...(xpub.trim() ? { walletXpub: xpub.trim() } : {}),
    ...(address.trim() ? { walletAddress: address.trim() } : {}),
    ...(type ? { scriptType: type } : {}),
    ...(removeAddress ? { removeWalletAddress: true } : {}),
  })
  const isPreviewed = preview !== null && preview.for === JSON.stringify(body())
  // A key is saved only after its first address was shown for these exact inputs.
  // An empty onboarding form offers the check, as a key is what it asks for first.
  const needsCheck = (xpub.trim() !== '' || (isOnboarding && address.trim() === '')) && !isPreviewed

  const check = useApiMutation(previewWallet, {
    onSuccess: (reply) => {
      const type = reply.scriptTypeAmbiguous
        ? (addressType ?? reply.scriptType ?? undefined)
        : undefined
      setAddressType(type)
      setPreview({ for: JSON.stringify(body(type)), reply })
    },
    onError: (error) => notifyFailure(error, configureFailed),
  })
  const save = useApiMutation(configureWallet, {
    onSuccess: async (reply) => {
      // What was saved shows as the saved wallet from here on: the form starts over.
      setXpub('')
      setAddress('')
      setAddressType(undefined)
      setRemoveAddress(false)
      setPreview(null)
      await revalidateAfter('walletSettings')
      onSaved?.(reply)
    },
    onError: (error) => notifyFailure(error, configureFailed),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isOnboarding && !xpub.trim() && !address.trim()) {
      problem.clear()
      notifyColonText(MESSAGES.xpubRequired)
      return
    }
    if (!xpub.trim() && !address.trim() && !removeAddress) {
      // Editing, an empty field keeps what is saved (the fields' hints say so): all of them
      // empty changes nothing. Only a first configuration needs one of them.
      if (saved !== null) {
        problem.clear()
        return onKept?.()
      }
      return problem.report('walletXpub', MESSAGES.walletInputRequired)
    }
    problem.clear()
    if (needsCheck) void check.trigger(body())
    else void save.trigger(body())
  }

  const onAddressTypeChange = (type: AddressType) => {
    setAddressType(type)
    void check.trigger(body(type))
  }

  const isBusy = check.isMutating || save.isMutating
  const showsAddressType = preview?.reply.scriptTypeAmbiguous === true && addressType !== undefined
  const keyHint =
    saved?.hasKey && saved.firstAddress
      ? t('keyHintSaved', { address: saved.firstAddress })
      : t('keyHint')

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      <fieldset disabled={isDisabled}>
        <FormField label={t('keyLabel')} error={problem.hintOf('walletXpub')} hint={keyHint}>
          {(control) => (
            <textarea
              {...control}
              name="walletXpub"
              rows={3}
              autoComplete="off"
              spellCheck={false}
              value={xpub}
              onChange={(event) => setXpub(event.target.value)}
            />
          )}
        </FormField>
        {showsAddressType && (
          <FormField label={t('addressType')} hint={t('addressTypeHint')}>
            {(control) => (
              <select
                {...control}
                name="scriptType"
                value={addressType}
                onChange={(event) => onAddressTypeChange(event.target.value as AddressType)}
              >
                {(Object.keys(ADDRESS_TYPE_LABELS) as AddressType[]).map((type) => (
                  <option key={type} value={type}>
                    {ADDRESS_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField
          label={t('addressLabel')}
          error={problem.hintOf('walletAddress')}
          hint={
            saved?.watchAddress
              ? t('addressHintSaved', { address: saved.watchAddress })
              : t('addressHint')
          }
        >
          {(control) => (
            <input
              {...control}
              name="walletAddress"
              autoComplete="off"
              spellCheck={false}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </FormField>
        {saved?.watchAddress && (
          <label>
            <input
              type="checkbox"
              name="removeWalletAddress"
              checked={removeAddress}
              onChange={(event) => setRemoveAddress(event.target.checked)}
            />
            {t('stopWatching', { address: saved.watchAddress })}
          </label>
        )}
        {isPreviewed && preview && (
          <section aria-live="polite">
            <WalletPreview settings={preview.reply} isPreview />
          </section>
        )}
        <button type="submit" aria-busy={isBusy} disabled={isBusy}>
          {t(needsCheck ? 'checkWallet' : 'saveWallet')}
        </button>
      </fieldset>
    </form>
  )
}
