import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../../components/btc'
import { weekdayName } from '../../../../features/children/allowance-days'
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
import { ChildAvatar } from './child-avatar'

export type ChildCardProps = {
  child: ChildDto
  /** Buttons in place of the parent's dialogs (the demo's, which only explain themselves). */
  actions?: ReactNode
}

/** One child on the parent dashboard: balances, allowance and the parent's dialogs. */
export function ChildCard({ child, actions }: ChildCardProps) {
  const nameId = useId()
  const warningId = useId()
  const isOverLimit = child.isAboveSpendingThreshold
  return (
    <article aria-labelledby={nameId} aria-describedby={isOverLimit ? warningId : undefined}>
      <header className="child-card-header">
        <ChildAvatar gender={child.gender} />
        <div>
          <h3 id={nameId}>{child.name}</h3>
          <small>Age {child.age}</small>
        </div>
      </header>
      <dl className="figures">
        <div>
          <dt>Savings</dt>
          <dd>
            <Btc value={child.savingsBalance} />
            <br />
            <small>
              <Btc value={child.savingsBalance} unit="usd" />
            </small>
          </dd>
        </div>
        <div>
          <dt>Spending</dt>
          <dd>
            <Btc value={child.spendingBalance} />
            <br />
            <small>
              <Btc value={child.spendingBalance} unit="sats" />
            </small>
          </dd>
        </div>
        <div>
          <dt>Weekly allowance</dt>
          <dd>
            <Btc value={child.weeklyAllowance} />
            <br />
            <small>every {weekdayName(child.allowanceDay)}</small>
          </dd>
        </div>
      </dl>
      {isOverLimit && (
        <p id={warningId} className="notice">
          Spending is above the {child.spendingThreshold} BTC spending limit: the excess converts to
          savings automatically on the next payment.
        </p>
      )}
      <div className="card-actions">{actions ?? <ParentDialogs child={child} />}</div>
    </article>
  )
}

/** Everything a parent does for one child, each behind its own dialog. */
function ParentDialogs({ child }: { child: ChildDto }) {
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
