import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { ModalDialog } from '../../../components/modal-dialog'
import { TabList, tabPanelProps } from '../../../components/tab-list'
import { paths } from '../../../config/paths'
import { useTexts } from '../../../lib/i18n'
import { useLightningConfig } from '../api'
import { lightningTexts } from '../texts'
import { ReceiveTab } from './receive-tab'
import { SendTab } from './send-tab'

type TabId = 'receive' | 'send' | 'transfer'

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
  const t = useTexts(lightningTexts)
  return (
    <ModalDialog
      title={t('dialogTitle', { name: child.name })}
      triggerText={t('lightning')}
      triggerClassName="secondary outline"
    >
      {(close) => <LightningTabs child={child} transfer={transfer(close)} />}
    </ModalDialog>
  )
}

function LightningTabs({ child, transfer }: { child: ChildDto; transfer: ReactNode }) {
  const idPrefix = useId()
  const t = useTexts(lightningTexts)
  const [selected, setSelected] = useState<TabId>('receive')
  const { data: config } = useLightningConfig()
  const needsWallet = selected !== 'transfer' && config?.configured === false
  return (
    <>
      <TabList
        label={t('lightning')}
        tabs={[
          { id: 'receive', label: t('tabReceive') },
          { id: 'send', label: t('tabSend') },
          { id: 'transfer', label: t('tabTransfer') },
        ]}
        selected={selected}
        onSelect={setSelected}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, selected)}>
        {needsWallet ? (
          <p className="notice">
            {t('noWalletYet')} <Link to={paths.lightningConnect}>{t('connectWallet')}</Link>
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
