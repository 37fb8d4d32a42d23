import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import type {
  ChildAddressReply,
  ChildBalancesReply,
  SendDto,
} from '@api/features/wallet/wallet.schemas'
import { useEffect, useState } from 'react'
import { Btc } from '../../../components/btc'
import { CopyButton } from '../../../components/copy-button'
import { LongValue } from '../../../components/long-value'
import { ModalDialog } from '../../../components/modal-dialog'
import { QrCode } from '../../../components/qr-code'
import { errorMessage } from '../../../lib/api-client'
import { currentLanguage, RichText, useTexts } from '../../../lib/i18n'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import {
  createChildAddress,
  syncChildWallet,
  useChildBalances,
  useChildSends,
  useFamilyWallet,
} from '../api'
import { walletTexts } from '../texts'
import { notifySyncFailure } from '../wallet-words'
import { PsbtPanel } from './psbt-panel'
import { SendForm } from './send-form'
import { SendsList } from './sends-list'

export type ChildWalletDialogProps = { child: Pick<ChildDto, 'id' | 'name'> }

/** A child card's Bitcoin wallet dialog. */
export function ChildWalletDialog({ child }: ChildWalletDialogProps) {
  const t = useTexts(walletTexts)
  return (
    <ModalDialog
      title={t('childWalletTitle', { child: child.name })}
      triggerText={t('childWalletButton')}
      triggerClassName="secondary outline"
    >
      {() => <ChildWallet child={child} />}
    </ModalDialog>
  )
}

/**
 * The child's receive address (QR code and copy), balances read every 30 s while open,
 * Sync to credit confirmed deposits, and sends from savings as unsigned PSBTs.
 */
function ChildWallet({ child }: ChildWalletDialogProps) {
  const t = useTexts(walletTexts)
  const { data: wallet } = useFamilyWallet()
  const balances = useChildBalances(child.id)
  const sends = useChildSends(child.id)
  const [justSent, setJustSent] = useState<SendDto | null>(null)
  const network = wallet?.wallet?.network
  const isTestNetwork = network !== undefined && network !== 'mainnet'

  const revalidateAfter = useRevalidateAfter()
  // Every opening asks again: an error kept from an earlier opening is not shown meanwhile.
  const { mutate: refreshBalances } = balances
  useEffect(() => {
    void refreshBalances()
  }, [refreshBalances])
  const sync = useApiMutation((_: undefined) => syncChildWallet(child.id), {
    onSuccess: async (reply) => {
      toast({ title: t('walletSyncedTitle'), description: reply.message })
      await revalidateAfter('walletScan')
    },
    // The spec's own words for a failed sync.
    onError: notifySyncFailure,
  })

  return (
    <>
      <ChildAddress child={child} />
      <section aria-label={t('childBalances', { child: child.name })}>
        {balances.error !== undefined && !balances.isValidating && (
          <p role="alert">{errorMessage(balances.error, MESSAGES.syncFailed)}</p>
        )}
        {balances.data && <BalanceFigures balances={balances.data} />}
        <button
          type="button"
          className="secondary"
          aria-busy={sync.isMutating}
          disabled={sync.isMutating}
          onClick={() => void sync.trigger(undefined)}
        >
          {t('sync')}
        </button>
      </section>
      <section aria-label={t('sendBitcoin')}>
        <h3>{t('sendFromSavings')}</h3>
        {justSent ? (
          <>
            <PsbtPanel send={justSent} isTestNetwork={isTestNetwork} />
            <button type="button" className="secondary outline" onClick={() => setJustSent(null)}>
              {t('newSend')}
            </button>
          </>
        ) : (
          <SendForm
            child={child}
            savingsBalance={balances.data?.savingsBalance}
            onSent={setJustSent}
          />
        )}
      </section>
      {sends.data && (
        <SendsList
          sends={sends.data.filter((send) => send.transactionId !== justSent?.transactionId)}
          isTestNetwork={isTestNetwork}
        />
      )}
    </>
  )
}

/**
 * Savings and spending come from the family's books and are always current; pending is
 * read from the chain. While the chain source cannot be reached, pending is the last
 * amount read, with its time.
 */
function BalanceFigures({ balances }: { balances: ChildBalancesReply }) {
  const t = useTexts(walletTexts)
  const readAt = balances.pendingReadAt ? new Date(balances.pendingReadAt) : null
  return (
    <>
      {balances.chainUnreachable && (
        <p role="status" className="notice">
          {MESSAGES.chainUnreachable}.{' '}
          {readAt
            ? t('pendingAsLastRead', { time: readAt.toLocaleTimeString(currentLanguage()) })
            : t('pendingUnknown')}
        </p>
      )}
      <dl className="figures">
        <div>
          <dt>{t('savings')}</dt>
          <dd>
            <Btc value={balances.savingsBalance} />
          </dd>
        </div>
        <div>
          <dt>{t('spending')}</dt>
          <dd>
            <Btc value={balances.spendingBalance} withSats />
          </dd>
        </div>
        <div>
          <dt>{t('pending')}</dt>
          <dd>
            {balances.pendingBalance === null ? (
              t('unknown')
            ) : (
              <Btc value={balances.pendingBalance} />
            )}
            {balances.chainUnreachable && readAt && (
              <>
                <br />
                <small>{t('asOf', { time: readAt.toLocaleTimeString(currentLanguage()) })}</small>
              </>
            )}
          </dd>
        </div>
      </dl>
    </>
  )
}

/** Asks for the child's address once the dialog opens: the same one until it is paid. */
function ChildAddress({ child }: ChildWalletDialogProps) {
  const t = useTexts(walletTexts)
  const [address, setAddress] = useState<ChildAddressReply | null>(null)
  const create = useApiMutation((_: undefined) => createChildAddress(child.id), {
    onSuccess: setAddress,
  })
  const { trigger } = create
  useEffect(() => {
    void trigger(undefined)
  }, [trigger])

  if (create.isMutating && !address)
    return <p aria-busy="true">{t('gettingAddress', { child: child.name })}</p>
  if (create.error !== undefined) {
    return <p role="alert">{errorMessage(create.error, t('addressFailed'))}</p>
  }
  if (!address) return null
  const uri = `bitcoin:${address.bitcoinAddress}`
  return (
    <section aria-label={t('receiveAddress', { child: child.name })} className="child-address">
      <QrCode
        value={uri}
        label={t('addressQr', { child: child.name, address: address.bitcoinAddress })}
      />
      <p>
        <LongValue value={address.bitcoinAddress} />
        <br />
        <small>{t('derivationPath', { path: address.derivationPath })}</small>
      </p>
      <CopyButton text={address.bitcoinAddress} what={t('copyAddress')} />
      <p>
        <small>{t('addressBecomesSavings', { child: child.name })}</small>
      </p>
      <p>
        <small>
          <RichText
            texts={walletTexts}
            k="changeAddressNote"
            parts={{ strong: <strong /> }}
            values={{ path: address.derivationPath, child: child.name }}
          />
        </small>
      </p>
    </section>
  )
}
