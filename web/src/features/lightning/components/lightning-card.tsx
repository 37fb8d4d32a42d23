import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { satsText } from '../../../lib/amounts'
import { useTexts } from '../../../lib/i18n'
import { useLightningBalance } from '../api'
import { lightningTexts } from '../texts'

/**
 * The parent dashboard's Lightning card: Connected with the family wallet's balance, or
 * Offline (no connection, or the wallet did not answer, with its reason).
 */
export function LightningCard() {
  const headingId = useId()
  const t = useTexts(lightningTexts)
  const { data, error, isLoading } = useLightningBalance()
  const isConnected = data?.connected === true
  return (
    <article aria-labelledby={headingId} aria-busy={isLoading}>
      <header className="card-title-row">
        <h3 id={headingId}>{t('lightning')}</h3>
        {data && (
          <span className={isConnected ? 'status-badge up' : 'status-badge down'}>
            {isConnected ? t('connected') : t('offline')}
          </span>
        )}
      </header>
      {error !== undefined && <p role="alert">{t('balanceLoadFailed')}</p>}
      {data && isConnected && (
        <>
          <p className="big-figure">{satsText(data.channelBalance)}</p>
          <p>{t('cardInWallet')}</p>
          <Link to={paths.lightningConfig}>{t('lightningSettings')}</Link>
        </>
      )}
      {data && !isConnected && data.configured && (
        <>
          <p>{data.error ?? t('walletDidNotAnswer')}</p>
          <Link to={paths.lightningConfig}>{t('checkConnection')}</Link>
        </>
      )}
      {data && !data.configured && (
        <>
          <p>{t('cardNoWallet')}</p>
          <Link to={paths.lightningConnect}>{t('connectWallet')}</Link>
        </>
      )}
    </article>
  )
}
