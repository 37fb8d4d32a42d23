import type {
  ConfigureWalletBody,
  DepositSettingsBody,
  SendBody,
} from '@api/features/wallet/wallet.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'
import { FAMILY_WALLET_READ, walletBalancesRead, walletSendsRead } from '../../lib/reads'
import { pollEvery } from '../../lib/swr-config'

export const FAMILY_WALLET_KEY = FAMILY_WALLET_READ
export const DEPOSIT_SETTINGS_KEY = '/api/wallet/deposit-settings'

/** The spec polls a child's balances every 30 s (while their wallet dialog is open). */
const BALANCE_POLL_MS = 30_000
/** While the server still scans the wallet, the card asks again this often. */
const SCANNING_POLL_MS = 3_000

export const balancesKey = walletBalancesRead
export const sendsKey = walletSendsRead

/** The family's wallet for its card: not configured, scanning, connected (or failed). */
export function useFamilyWallet(isEnabled = true) {
  return useSWR<Reply<'GET /api/wallet/family-info'>>(isEnabled ? FAMILY_WALLET_KEY : null, {
    refreshInterval: (info) => (info?.status === 'scanning' ? SCANNING_POLL_MS : 0),
  })
}

/** What a key and address would watch (the first receive address), before saving. */
export function previewWallet(body: ConfigureWalletBody) {
  return call('POST /api/wallet/preview', { body })
}

export function configureWallet(body: ConfigureWalletBody) {
  return call('POST /api/wallet/configure', { body })
}

/** The child's receive address: the same one until it has been paid. */
export function createChildAddress(childId: number) {
  return call('POST /api/wallet/create/:childId', { params: { childId } })
}

export function useChildBalances(childId: number) {
  return useSWR<Reply<'GET /api/wallet/balances/:childId'>>(
    balancesKey(childId),
    pollEvery(BALANCE_POLL_MS),
  )
}

/** Credits confirmed deposits to savings; answers the child's balances after. */
export function syncChildWallet(childId: number) {
  return call('POST /api/wallet/sync/:childId', { params: { childId } })
}

export function useChildSends(childId: number) {
  return useSWR<Reply<'GET /api/wallet/sends/:childId'>>(sendsKey(childId))
}

export function sendBitcoin(body: SendBody) {
  return call('POST /api/bitcoin/send', { body })
}

/** Only a send that was never broadcast; its savings debit is reversed. */
/** `transactionId` is the send's id as SendDto gives it, in text. */
export function cancelSend(transactionId: string) {
  return call('POST /api/bitcoin/send/:transactionId/cancel', {
    params: { transactionId: Number(transactionId) },
  })
}

/** How many confirmations a deposit needs before it becomes savings. */
export function useDepositSettings() {
  return useSWR<Reply<'GET /api/wallet/deposit-settings'>>(DEPOSIT_SETTINGS_KEY)
}

export function saveDepositSettings(body: DepositSettingsBody) {
  return call('PUT /api/wallet/deposit-settings', { body })
}
