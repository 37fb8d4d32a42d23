import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import type { AddressesReply } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { FormField } from '../../../components/form-field'
import { useTexts } from '../../../lib/i18n'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useChildren } from '../../../lib/use-children'
import { LIGHTNING_ADDRESSES_KEY, saveAddresses, useLightningAddresses } from '../api'
import { lightningTexts } from '../texts'
import { AutoPayoutsSection } from './auto-payouts-section'

/**
 * The Lightning Address tab: the parent's address (where children send savings
 * transfers) and one per child (where payouts go), then each child's automatic payout
 * after the allowance. Mounted only while the tab is active, so the children load only
 * then (spec 2).
 */
export function AddressesTab() {
  const t = useTexts(lightningTexts)
  const { data: saved } = useLightningAddresses()
  const { data: children } = useChildren()
  if (!saved || !children) return <p aria-busy="true">{t('loadingAddresses')}</p>
  return (
    <>
      <AddressesForm saved={saved} kids={children} />
      <AutoPayoutsSection kids={children} childAddresses={saved.childAddresses} />
    </>
  )
}

function AddressesForm({
  saved,
  kids,
}: {
  saved: AddressesReply
  kids: ReadonlyArray<{ id: number; name: string }>
}) {
  const t = useTexts(lightningTexts)
  const { mutate } = useSWRConfig()
  const [parentAddress, setParentAddress] = useState(saved.parentAddress ?? '')
  const [childAddresses, setChildAddresses] = useState<Record<string, string>>(saved.childAddresses)
  const save = useApiMutation(saveAddresses, {
    onSuccess: async (reply) => {
      toast({ title: t('addressesSaved'), description: reply.message })
      await mutate(LIGHTNING_ADDRESSES_KEY, reply, { revalidate: false })
    },
    onError: (error) => notifyFailure(error, { title: t('saveFailed') }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const entries = Object.entries(childAddresses)
      .map(([id, address]) => [id, address.trim()] as const)
      .filter(([, address]) => address !== '')
    if (parentAddress.trim() === '' && entries.length === 0) {
      return notifyColonText(LIGHTNING_MESSAGES.noAddresses)
    }
    void save.trigger({
      parentAddress: parentAddress.trim() || null,
      childAddresses: Object.fromEntries(entries),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('lightningAddresses')}>
      <p>{t('addressesIntro')}</p>
      <FormField label={t('yourAddress')}>
        {(control) => (
          <input
            {...control}
            name="parentAddress"
            autoComplete="off"
            placeholder="you@getalby.com"
            value={parentAddress}
            onChange={(event) => setParentAddress(event.target.value)}
          />
        )}
      </FormField>
      {kids.map((child) => (
        <FormField key={child.id} label={t('childAddress', { name: child.name })}>
          {(control) => (
            <input
              {...control}
              name={`child-${child.id}`}
              autoComplete="off"
              placeholder="name@wallet.com"
              value={childAddresses[String(child.id)] ?? ''}
              onChange={(event) =>
                setChildAddresses((now) => ({ ...now, [String(child.id)]: event.target.value }))
              }
            />
          )}
        </FormField>
      ))}
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        {t('saveAddresses')}
      </button>
    </form>
  )
}
