import type { ChildDto } from '@api/features/children/children.schemas'
import { AllowanceDialog } from '../../../../features/children/components/allowance-dialog'
import { BalanceUpdateDialog } from '../../../../features/children/components/balance-update-dialog'
import { ChildSignInDialog } from '../../../../features/children/components/child-sign-in-dialog'
import { EditChildDialog } from '../../../../features/children/components/edit-child-dialog'
import { RemoveChildDialog } from '../../../../features/children/components/remove-child-dialog'
import {
  TransferToSpendingDialog,
  TransferToSpendingForm,
} from '../../../../features/children/components/transfer-to-spending-dialog'
import { LightningDialog } from '../../../../features/lightning/components/lightning-dialog'
import { PayoutDialog } from '../../../../features/lightning/components/payout-dialog'
import { ChildWalletDialog } from '../../../../features/wallet/components/child-wallet-dialog'
import { AddTransactionDialog } from './add-transaction-dialog'

/**
 * Everything a parent does for one child, each behind its own dialog: a child card's
 * buttons on the dashboard. Not part of child-card.tsx, so the demo, whose cards have
 * buttons that only explain themselves, downloads and runs none of the dialogs' code.
 */
export function ParentDialogs({ child }: { child: ChildDto }) {
  return (
    <>
      <ChildWalletDialog child={child} />
      <LightningDialog
        child={child}
        transfer={(close) => <TransferToSpendingForm child={child} onDone={close} />}
      />
      <PayoutDialog child={child} />
      <AllowanceDialog child={child} />
      <AddTransactionDialog child={child} variant="parent" triggerClassName="secondary outline" />
      <BalanceUpdateDialog child={child} account="savings" />
      <BalanceUpdateDialog child={child} account="spending" />
      <TransferToSpendingDialog child={child} />
      <ChildSignInDialog child={child} />
      <EditChildDialog child={child} />
      <RemoveChildDialog child={child} />
    </>
  )
}
