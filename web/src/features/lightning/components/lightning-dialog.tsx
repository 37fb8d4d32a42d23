import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { ModalDialog } from '../../../components/modal-dialog'
import { TabList, tabPanelProps } from '../../../components/tab-list'
import { paths } from '../../../config/paths'
import { useLightningConfig } from '../api'
import { ReceiveTab } from './receive-tab'
import { SendTab } from './send-tab'

type TabId = 'receive' | 'send' | 'transfer'

const TABS = [
  { id: 'receive', label: 'Receive' },
  { id: 'send', label: 'Send' },
  { id: 'transfer', label: 'Transfer' },
] as const

export type LightningDialogProps = {
  child: ChildDto
  /**
   * The Transfer tab's content: the accounting moves between savings and spending, which
   * belong to the children feature (the dashboard passes them in); `close` shuts the dialog.
   */
  transfer: (close: () => void) => ReactNode
}

/** A child card's Lightning dialog, tabs Receive, Send and Transfer. */
export function LightningDialog({ child, transfer }: LightningDialogProps) {
  return (
    <ModalDialog
      title={`Lightning - ${child.name}`}
      triggerText="Lightning"
      triggerClassName="secondary outline"
    >
      {(close) => <LightningTabs child={child} transfer={transfer(close)} />}
    </ModalDialog>
  )
}

function LightningTabs({ child, transfer }: { child: ChildDto; transfer: ReactNode }) {
  const idPrefix = useId()
  const [selected, setSelected] = useState<TabId>('receive')
  const { data: config } = useLightningConfig()
  const needsWallet = selected !== 'transfer' && config?.configured === false
  return (
    <>
      <TabList
        label="Lightning"
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, selected)}>
        {needsWallet ? (
          <p className="notice">
            No Lightning wallet is connected yet.{' '}
            <Link to={paths.lightningConnect}>Connect Lightning Wallet</Link>
          </p>
        ) : selected === 'receive' ? (
          <ReceiveTab child={child} />
        ) : selected === 'send' ? (
          <SendTab child={child} />
        ) : (
          transfer
        )}
      </div>
    </>
  )
}
